import { fetchServerCart } from '@/modules/cart/server/server-cart';
import { callPlatform } from '@/lib/platform/server/client';
import { checkoutLineToWire } from '@/lib/platform/transforms/cart';
import { toCheckoutItem } from '@/lib/platform/transforms/checkout';
import { SUMMARY_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { checkoutItemsBody } from '@/lib/validation/store-requests';
import { computeTotals } from '@/platform/cart/contract/totals';

const lineKey = (line: { productId: number; size: string }) => `${line.productId}|${line.size}`;

/**
 * The checkout's items and the platform's totals for them: the given lines (Buy Now's single product), or else the
 * signed-in shopper's server cart, whose colours the items keep.
 */
export const POST = storeRoute({ body: checkoutItemsBody, session: 'required', failure: SUMMARY_FAILED_MESSAGE }, async ({ body, shopper }) => {
  let lines = body.lines;
  const colours = new Map<string, string>();
  if (!lines) {
    const cart = await fetchServerCart(shopper);
    for (const line of cart) colours.set(lineKey(line), line.colour);
    lines = cart.map(({ productId, size, units }) => ({ productId, size, units }));
  }
  if (lines.length === 0) return ok({ items: [], totals: computeTotals([]) });
  const answer = await callPlatform('cartToCheckout', { ...shopper, body: lines.map(checkoutLineToWire) });
  const items = answer.data.map((wire) => {
    const item = toCheckoutItem(wire);
    return { ...item, colour: colours.get(lineKey(item)) ?? '' };
  });
  return ok({ items, totals: answer.totals });
});
