import type { NextRequest } from 'next/server';
import { callPlatform } from '@/lib/platform/client';
import { orderNumberParam } from '@/lib/orders/order-number';
import { toOrderAmounts, type OrderTracking } from '@/lib/orders/types';
import { ok, platformFailure, refuse, shopperSession, signedOut } from '@/lib/session/store-handler';

/** An order's status history (Get_OrderTracking), only for the shopper's own orders. */
export async function GET(request: NextRequest) {
  const parsed = orderNumberParam.safeParse(request.nextUrl.searchParams.get('order') ?? '');
  if (!parsed.success) return refuse(400, 'order: must be an order number', 'order');
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const answer = await callPlatform('orderTracking', { host: session.host, token: session.token, query: { order_id: parsed.data } });
    const tracking: OrderTracking = {
      orderId: answer.data.CoOrderID,
      paymentMode: answer.data.CoPaymentMode,
      paymentStatus: answer.data.CoPaymentStatus,
      amounts: toOrderAmounts(answer.data.amounts),
      placedAt: answer.data.placed_at,
      events: answer.data.events,
    };
    return ok(tracking);
  } catch (error) {
    return platformFailure(error, 'Tracking details could not be loaded. Please try again.');
  }
}
