import { cookies } from 'next/headers';
import { decodeCartCookie } from '@/modules/cart/cart-cookie';
import { linesFromCookie } from '@/modules/cart/cart-line-from-card';
import { mergeCarts, mergeChanges } from '@/modules/cart/cart-merge';
import { productCardsByIds } from '@/modules/cart/server/product-cards-server';
import { fetchServerCart, saveWhatFits } from '@/modules/cart/server/server-cart';
import { CART_COOKIE } from '@/lib/session/cookie-names';
import { NETWORK_MESSAGE, TOKEN_MISSING_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';

/**
 * Sign-in: the guest cart (the cartItems cookie) joins the shopper's server cart. Same product and size add
 * their units (up to the stock), other lines are added, the merged lines are saved, and the cookie goes.
 */
export const POST = storeRoute({ session: 'required', noToken: TOKEN_MISSING_MESSAGE, failure: NETWORK_MESSAGE }, async ({ shopper }) => {
  const jar = await cookies();
  const decoded = decodeCartCookie(jar.get(CART_COOKIE)?.value);
  if (decoded.problems.length) console.warn('Cart cookie lines could not be read:', decoded.problems.join('; '));
  const server = await fetchServerCart(shopper);
  if (decoded.lines.length === 0) {
    jar.delete(CART_COOKIE);
    return ok(server);
  }
  const cards = await productCardsByIds(
    shopper.host,
    decoded.lines.map((line) => line.productId),
  );
  const guest = linesFromCookie(decoded.lines, cards);
  if (guest.problems.length) console.warn('Guest cart lines trimmed at sign-in:', guest.problems.join('; '));
  const changes = mergeChanges(server, mergeCarts(server, guest.lines));
  const saved = changes.length
    ? await saveWhatFits(
        shopper,
        changes.map((line) => ({ productId: line.productId, size: line.size, units: line.units, colour: line.colour })),
      )
    : { lines: server, refused: 0 };
  jar.delete(CART_COOKIE);
  return ok(saved.lines);
});
