import { deleteLineBody } from '@/lib/validation/store-requests';
import { deleteServerLine, fetchServerCart } from '@/modules/cart/server/server-cart';
import { NETWORK_MESSAGE, TOKEN_MISSING_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';

/** Removes one line (product and size) from the signed-in shopper's cart and answers the cart after. */
export const POST = storeRoute(
  { body: deleteLineBody, session: 'required', noToken: TOKEN_MISSING_MESSAGE, failure: NETWORK_MESSAGE },
  async ({ body, shopper }) => {
    await deleteServerLine(shopper, body.productId, body.size);
    return ok(await fetchServerCart(shopper));
  },
);

export const DELETE = POST;
