import { z } from 'zod';
import { callPlatform } from '@/lib/platform/server/client';
import { orderNumberParam } from '@/modules/orders/order-number';
import { ORDER_FAILED_MESSAGE, ORDER_NOT_FOUND_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { toOrder } from '@/lib/platform/transforms/orders';

/** One of the signed-in shopper's orders by its number (Get_Order): 404 for an unknown or anyone else's order. */
export const GET = storeRoute(
  {
    query: z.object({ order: orderNumberParam }),
    invalid: { status: 404, message: ORDER_NOT_FOUND_MESSAGE },
    session: 'required',
    failure: ORDER_FAILED_MESSAGE,
  },
  async ({ query, shopper }) => {
    const answer = await callPlatform('order', { ...shopper, query: { order_id: query.order } });
    return ok(toOrder(answer.data));
  },
);
