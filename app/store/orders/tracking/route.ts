import { z } from 'zod';
import { callPlatform } from '@/lib/platform/server/client';
import { orderNumberParam } from '@/modules/orders/order-number';
import { TRACKING_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { toOrderTracking } from '@/lib/platform/transforms/orders';

/** An order's status history (Get_OrderTracking), only for the shopper's own orders. */
export const GET = storeRoute(
  {
    query: z.object({ order: orderNumberParam }),
    invalid: { status: 400, message: 'order: must be an order number' },
    session: 'required',
    failure: TRACKING_FAILED_MESSAGE,
  },
  async ({ query, shopper }) => {
    const answer = await callPlatform('orderTracking', { ...shopper, query: { order_id: query.order } });
    return ok(toOrderTracking(answer.data));
  },
);
