import type { Hono } from 'hono';
import { z } from 'zod';
import { calls } from '../../contract/calls';
import { cartAnswer, cartDeleteAnswer, cartDeleteRequest, cartRequest } from '../contract/cart';
import type { PlatformContext } from '../../shared/platform-context';
import { readCart, removeFromCart, saveCart } from '../cart';
import { answer, bearer, readJson, validate, type AppEnv } from '../../shared/http/context';
import { shopperOf } from './shopper';

export function registerCartRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const auth = bearer(platform);

  // Both forms answer the whole cart. The fetch form's user_token is ignored: the bearer says whose cart it is.
  app.post(calls.cart.path, auth, async (c) => {
    const raw: unknown = await readJson(c, z.unknown());
    const shopper = shopperOf(c);
    // The two forms of the union are told apart first, so a refusal names the field of the form that was meant.
    const [fetchForm, saveForm] = cartRequest.options;
    const saving = !(Array.isArray(raw) && raw.length === 1 && typeof raw[0] === 'object' && raw[0] !== null && 'user_token' in raw[0]);
    if (saving) await saveCart(platform.db, shopper, validate(saveForm, raw));
    else validate(fetchForm, raw);
    const data = await readCart(platform.db, shopper);
    return answer(c, cartAnswer, { status: 'true', message: saving ? 'Cart updated.' : 'Cart fetched.', data });
  });

  app.post(calls.cartDelete.path, auth, async (c) => {
    const body = await readJson(c, cartDeleteRequest);
    await removeFromCart(platform.db, shopperOf(c), body.prod_id, body.cart_size);
    return answer(c, cartDeleteAnswer, { status: 'true', message: 'Item removed from cart.' });
  });
  // cart_to_checkout is the offers domain's (offers/routes/shopper-offers.ts): its totals carry the automatic offer.
}
