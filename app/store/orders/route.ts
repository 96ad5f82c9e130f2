import { callPlatform } from '@/lib/platform/client';
import { ok, platformFailure, shopperSession, signedOut } from '@/lib/session/store-handler';
import { toOrderLine } from '@/lib/orders/types';

/** The signed-in shopper's order lines, newest first. */
export async function GET() {
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const answer = await callPlatform('orderDetails', { host: session.host, token: session.token });
    return ok(answer.data.map(toOrderLine));
  } catch (error) {
    return platformFailure(error, 'An error occurred while fetching orders.');
  }
}
