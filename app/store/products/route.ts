import { z } from 'zod';
import { productIdsQuery } from '@/lib/validation/store-requests';
import { productCardsByIds } from '@/modules/cart/server/product-cards-server';
import { PRODUCTS_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';

/**
 * GET /store/products?ids=1,2,3: the cards of the products a guest's cart, wishlist or recently viewed list
 * names by id, in the order asked, at this shop's prices; ids no longer sold are left out.
 */
export const GET = storeRoute({ query: z.object({ ids: productIdsQuery }), failure: PRODUCTS_FAILED_MESSAGE }, async ({ query, host }) => {
  const cards = await productCardsByIds(host, query.ids);
  return ok(query.ids.flatMap((id) => cards.get(id) ?? []));
});
