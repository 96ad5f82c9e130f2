import type { NextRequest } from 'next/server';
import { callPlatform } from '@/lib/platform/client';
import { orderNumberParam } from '@/lib/orders/order-number';
import { toOrder } from '@/lib/orders/types';
import { ok, platformFailure, refuse, shopperSession, signedOut } from '@/lib/session/store-handler';

/** One of the signed-in shopper's orders by its number (Get_Order): 404 for an unknown or anyone else's order. */
export async function GET(request: NextRequest) {
  const parsed = orderNumberParam.safeParse(request.nextUrl.searchParams.get('order') ?? '');
  if (!parsed.success) return refuse(404, 'Order not found.', 'order');
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const answer = await callPlatform('order', { host: session.host, token: session.token, query: { order_id: parsed.data } });
    return ok(toOrder(answer.data));
  } catch (error) {
    return platformFailure(error, 'The order could not be loaded. Please try again.');
  }
}
