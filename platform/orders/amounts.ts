import type { OrderAmountsWire } from './contract/order-amounts';
import type { OrderStatus } from './contract/orders';
import type { orderLines, orders } from './tables';
import { toPaise, toRupees } from '../shared/contract/money';
import { apportion } from '../cart';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

export type AmountLine = Pick<LineRow, 'quantity' | 'amountPaise'> & { status: OrderStatus };

/**
 * The order's stored figures on the wire, in rupees; `cancelled` sums the stored amounts of its cancelled lines and
 * `net` is what is left of the total once they are taken off.
 */
export function orderAmounts(
  order: Pick<
    OrderRow,
    | 'subtotalPaise'
    | 'offerPaise'
    | 'deliveryPaise'
    | 'autoOfferPaise'
    | 'autoOfferLabel'
    | 'couponPaise'
    | 'couponCode'
    | 'discountPaise'
    | 'totalPaise'
    | 'refundedPaise'
    | 'codFeePaise'
  >,
  lines: readonly AmountLine[],
): OrderAmountsWire {
  const cancelledLines = lines.filter((l) => l.status === 'Cancelled');
  // The COD fee belongs to the order, not a line: it goes with the last item cancelled.
  const allCancelled = lines.length > 0 && cancelledLines.length === lines.length;
  const cancelledPaise = cancelledLines.reduce((sum, l) => sum + l.amountPaise, 0) + (allCancelled ? order.codFeePaise : 0);
  return {
    items: lines.reduce((sum, l) => sum + l.quantity, 0),
    items_price: toRupees(order.subtotalPaise + order.offerPaise),
    offer: toRupees(order.offerPaise),
    subtotal: toRupees(order.subtotalPaise),
    delivery: toRupees(order.deliveryPaise),
    auto_offer: toRupees(order.autoOfferPaise),
    auto_offer_label: order.autoOfferPaise > 0 ? order.autoOfferLabel : '',
    coupon: toRupees(order.couponPaise),
    coupon_code: order.couponCode,
    online_discount: toRupees(order.discountPaise),
    cod_fee: toRupees(order.codFeePaise),
    total: toRupees(order.totalPaise),
    cancelled: toRupees(cancelledPaise),
    refunded: toRupees(order.refundedPaise),
    cancelled_items: cancelledLines.reduce((sum, l) => sum + l.quantity, 0),
    net: toRupees(order.totalPaise - cancelledPaise),
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

/** The money columns of a line that belong to its units, and so are split when some of them are cancelled. */
export type LineShare = Pick<
  LineRow,
  'quantity' | 'offerPaise' | 'deliveryPaise' | 'lineTotalPaise' | 'autoOfferPaise' | 'couponPaise' | 'discountPaise' | 'amountPaise'
>;

/**
 * A line's stored money split between `units` of it and the rest, each share (offer, delivery, automatic offer, coupon,
 * online discount) in
 * proportion to the units in whole rupees, so the two parts add up to the line exactly and cancelling every unit one
 * part at a time comes to what cancelling the line at once does.
 */
export function splitLine(line: LineShare & Pick<LineRow, 'unitPricePaise'>, units: number): { part: LineShare; rest: LineShare } {
  const weights = [units, line.quantity - units];
  const split = (paise: number) => apportion(toRupees(paise), weights).map(toPaise);
  const offers = split(line.offerPaise);
  const deliveries = split(line.deliveryPaise);
  const autoOffers = split(line.autoOfferPaise);
  const couponShares = split(line.couponPaise);
  const discounts = split(line.discountPaise);
  const share = (i: 0 | 1): LineShare => {
    const lineTotalPaise = line.unitPricePaise * weights[i]! - offers[i]! + deliveries[i]!;
    return {
      quantity: weights[i]!,
      offerPaise: offers[i]!,
      deliveryPaise: deliveries[i]!,
      lineTotalPaise,
      autoOfferPaise: autoOffers[i]!,
      couponPaise: couponShares[i]!,
      discountPaise: discounts[i]!,
      amountPaise: lineTotalPaise - autoOffers[i]! - couponShares[i]! - discounts[i]!,
    };
  };
  return { part: share(0), rest: share(1) };
}

/** For each number of units of a cancellable line (1 to all), what cancelling them takes off the order and refunds. */
export function cancelOptions(
  order: Pick<OrderRow, 'paymentMode' | 'paymentStatus' | 'totalPaise' | 'refundedPaise'>,
  line: LineShare & Pick<LineRow, 'unitPricePaise'>,
): { units: number; amount: number; refund: number }[] {
  return Array.from({ length: line.quantity }, (_, i) => {
    const units = i + 1;
    const amountPaise = units === line.quantity ? line.amountPaise : splitLine(line, units).part.amountPaise;
    return { units, amount: toRupees(amountPaise), refund: toRupees(refundFor(order, { amountPaise })) };
  });
}
