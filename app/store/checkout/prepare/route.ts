import { callPlatform } from '@/lib/platform/client';
import { ok, platformFailure, readBody, shopperSession, signedOut } from '@/lib/session/store-handler';
import { prepareBody } from '@/lib/validation/store-requests';

/**
 * Buy Now's preparation (cart_to_checkout with the shopper's token): checks the product, size and stock before the
 * product page goes to /checkout2. Answers {status:'true'|'false', message}.
 */
export async function POST(request: Request) {
  const body = await readBody(request, prepareBody);
  if ('response' in body) return body.response;
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const answer = await callPlatform('cartToCheckout', {
      host: session.host,
      token: session.token,
      body: body.data.map((line) => ({ prod_id: line.prod_id, unit: line.unit, ...(line.cart_size ? { cart_size: line.cart_size } : {}) })),
    });
    return ok({ totals: answer.totals }, answer.message);
  } catch (error) {
    return platformFailure(error, 'Something went wrong. Please try again.');
  }
}
