import type { OrderAmountsWire } from '../contract/order-amounts';
import type { OrderStatus } from '../contract/orders';
import type { orderLines, orders } from '../db/schema/orders';
import { toRupees } from '../contract/money';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

export type AmountLine = Pick<LineRow, 'quantity' | 'amountPaise'> & { status: OrderStatus };

/** The order's stored figures on the wire, in rupees; `cancelled` sums the stored amounts of its cancelled lines. */
export function orderAmounts(
  order: Pick<OrderRow, 'subtotalPaise' | 'offerPaise' | 'deliveryPaise' | 'discountPaise' | 'totalPaise' | 'refundedPaise'>,
  lines: readonly AmountLine[],
): OrderAmountsWire {
  const cancelledPaise = lines.filter((l) => l.status === 'Cancelled').reduce((sum, l) => sum + l.amountPaise, 0);
  return {
    items: lines.reduce((sum, l) => sum + l.quantity, 0),
    items_price: toRupees(order.subtotalPaise + order.offerPaise),
    offer: toRupees(order.offerPaise),
    subtotal: toRupees(order.subtotalPaise),
    delivery: toRupees(order.deliveryPaise),
    online_discount: toRupees(order.discountPaise),
    total: toRupees(order.totalPaise),
    cancelled: toRupees(cancelledPaise),
    refunded: toRupees(order.refundedPaise),
  };
}

/**
 * What cancelling a line refunds: nothing for cash on delivery or an unpaid online order (nothing was charged);
 * for a paid online order, what the line cost (its stored amount), never more than is left unrefunded.
 */
export function refundFor(
  order: Pick<OrderRow, 'paymentMode' | 'paymentStatus' | 'totalPaise' | 'refundedPaise'>,
  line: Pick<LineRow, 'amountPaise'>,
): number {
  if (order.paymentMode !== 'ONLINE' || order.paymentStatus !== 'PAID') return 0;
  return Math.max(0, Math.min(line.amountPaise, order.totalPaise - order.refundedPaise));
}
