import { forShopper, readBody } from '@/lib/cart/cart-handler';
import { deleteLineRequest } from '@/lib/cart/cart-requests';
import { deleteServerLine, fetchServerCart } from '@/lib/cart/server-cart';

/** Removes one line (product and size) from the signed-in shopper's cart and answers the cart after. */
export async function POST(request: Request) {
  const body = await readBody(request, deleteLineRequest);
  if (!body.ok) return body.response;
  return forShopper(async (shopper) => {
    await deleteServerLine(shopper, body.data.productId, body.data.size);
    return fetchServerCart(shopper);
  });
}

export const DELETE = POST;
