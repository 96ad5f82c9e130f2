import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { callPlatform } from '@/lib/platform/client';
import type { OrderTracking } from '@/lib/orders/types';
import { ok, platformFailure, refuse, shopperSession, signedOut } from '@/lib/session/store-handler';

const orderNumber = z.string().trim().regex(/^[A-Za-z0-9-]{1,40}$/);

/** An order's status history (Get_OrderTracking), only for the shopper's own orders. */
export async function GET(request: NextRequest) {
  const parsed = orderNumber.safeParse(request.nextUrl.searchParams.get('order') ?? '');
  if (!parsed.success) return refuse(400, 'order: must be an order number', 'order');
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const answer = await callPlatform('orderTracking', { host: session.host, token: session.token, query: { order_id: parsed.data } });
    const tracking: OrderTracking = {
      orderId: answer.data.CoOrderID,
      paymentMode: answer.data.CoPaymentMode,
      placedAt: answer.data.placed_at,
      events: answer.data.events,
    };
    return ok(tracking);
  } catch (error) {
    return platformFailure(error, 'Tracking details could not be loaded. Please try again.');
  }
}
