import { fetchServerCart, saveServerLines } from '@/modules/cart/server/server-cart';
import { NETWORK_MESSAGE, TOKEN_MISSING_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';

/** Empties the signed-in shopper's cart. */
export const POST = storeRoute({ session: 'required', noToken: TOKEN_MISSING_MESSAGE, failure: NETWORK_MESSAGE }, async ({ shopper }) => {
  const lines = await fetchServerCart(shopper);
  if (lines.length === 0) return ok([]);
  return ok(
    await saveServerLines(
      shopper,
      lines.map((line) => ({ productId: line.productId, size: line.size, units: 0 })),
    ),
  );
});
