import { callPlatform } from '@/lib/platform/client';
import { SUMMARY_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/route';
import { checkoutItemsBody } from '@/lib/validation/store-requests';
import { computeTotals } from '@/platform/contract/totals';
import { toCheckoutItem } from '@/lib/platform/transforms/checkout';

/**
 * The checkout's items and the platform's totals for them: the given lines (Buy Now's single product), or else the
 * signed-in shopper's server cart.
 */
export const POST = storeRoute({ body: checkoutItemsBody, session: 'required', failure: SUMMARY_FAILED_MESSAGE }, async ({ body, shopper }) => {
  const { host, token } = shopper;
  let lines = body.lines;
  const colours = new Map<string, string>();
  if (!lines) {
    const cart = await callPlatform('cart', { host, token, body: [{ user_token: token }] });
    for (const line of cart.data) colours.set(`${line.id}|${line.cart_size}`, line.color);
    lines = cart.data.map((line) => ({ prod_id: line.id, unit: line.Unit, cart_size: line.cart_size }));
  }
  if (lines.length === 0) return ok({ items: [], totals: computeTotals([]) });
  const answer = await callPlatform('cartToCheckout', {
    host,
    token,
    body: lines.map((line) => ({ prod_id: line.prod_id, unit: line.unit, ...(line.cart_size ? { cart_size: line.cart_size } : {}) })),
  });
  const items = answer.data.map((item) => toCheckoutItem(item, colours.get(`${item.prod_id}|${item.cart_size}`) ?? ''));
  return ok({ items, totals: answer.totals });
});
