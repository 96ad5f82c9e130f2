import type { z } from 'zod';
import type { Order, OrderAmounts, OrderLine, OrderSummary, OrderTracking, SentCode } from '@/modules/orders/types';
import { orderStatusOf } from '@/platform/orders/contract/console-orders';
import type { OrderAmountsWire } from '@/platform/orders/contract/order-amounts';
import type { SendOrderCodeAnswer } from '@/platform/cod/contract/order-codes';
import type { CancelOrderAnswer, cancelOrderRequest, OrderDetailLineWire, orderAnswer, orderTrackingAnswer } from '@/platform/orders/contract/orders';

export function toOrderAmounts(wire: OrderAmountsWire): OrderAmounts {
  return {
    items: wire.items,
    itemsPrice: wire.items_price,
    offer: wire.offer,
    subtotal: wire.subtotal,
    delivery: wire.delivery,
    autoOffer: wire.auto_offer,
    autoOfferLabel: wire.auto_offer_label,
    coupon: wire.coupon,
    couponCode: wire.coupon_code,
    onlineDiscount: wire.online_discount,
    codFee: wire.cod_fee,
    total: wire.total,
    cancelled: wire.cancelled,
    refunded: wire.refunded,
    cancelledItems: wire.cancelled_items,
    net: wire.net,
  };
}

export function toOrderLine(wire: OrderDetailLineWire): OrderLine {
  return {
    orderId: wire.CoOrderID,
    itemId: wire.CoOrderItemID,
    productId: wire.CoProductID,
    slug: wire.ASIN,
    name: wire.CoProduct,
    image: wire.CoSmallImage,
    size: wire.CoSize,
    status: wire.CoOrderStatus,
    unitPrice: wire.StandardPrice,
    quantity: wire.CoQuantity,
    itemsPrice: wire.CoItemsPrice,
    offer: wire.CoOfferDiscount,
    delivery: wire.CoDeliveryCharge,
    onlineDiscount: wire.CoOnlineDiscount,
    autoOffer: wire.CoAutoOfferDiscount,
    coupon: wire.CoCouponDiscount,
    amount: wire.CoLineAmount,
    paymentMode: wire.CoPaymentMode,
    paymentStatus: wire.CoPaymentStatus,
    placedAt: wire.CoOrderDate,
    cancellable: wire.CoCancellable,
    cancelRefund: wire.CoCancelRefund,
    cancelOptions: wire.CoCancelOptions,
    refundAmount: wire.CoRefundAmount,
    order: toOrderAmounts(wire.CoOrderAmounts),
    confirmation: wire.CoConfirmation ?? null,
    confirmBy: wire.CoConfirmBy ?? null,
    deliveryBy: wire.CoDeliveryBy,
  };
}

/** Get_OrderDetails' lines (newest order first) as one summary per order, in the same order. */
export function toOrderSummaries(wire: readonly OrderDetailLineWire[]): OrderSummary[] {
  const byNumber = new Map<string, OrderSummary>();
  for (const line of wire) {
    const known = byNumber.get(line.CoOrderID);
    if (known) known.lines.push(toOrderLine(line));
    else
      byNumber.set(line.CoOrderID, {
        orderId: line.CoOrderID,
        placedAt: line.CoOrderDate,
        paymentMode: line.CoPaymentMode,
        paymentStatus: line.CoPaymentStatus,
        status: line.CoOrderStatus,
        amounts: toOrderAmounts(line.CoOrderAmounts),
        lines: [toOrderLine(line)],
        confirmation: line.CoConfirmation ?? null,
        confirmBy: line.CoConfirmBy ?? null,
        deliveryBy: line.CoDeliveryBy,
      });
  }
  return [...byNumber.values()].map((order) => ({ ...order, status: orderStatusOf(order.lines.map((l) => l.status)) }));
}

export function toOrder(wire: z.infer<typeof orderAnswer>['data']): Order {
  const a = wire.address;
  return {
    orderId: wire.CoOrderID,
    placedAt: wire.CoOrderDate,
    paymentMode: wire.CoPaymentMode,
    paymentStatus: wire.CoPaymentStatus,
    deliverTo: {
      name: `${a.firstname} ${a.lastname}`.trim(),
      mobile: a.mobileno,
      place: { address: a.address1, locality: a.address2, city: a.city, state: a.STATENAME, pinCode: a.pincode, country: a.country },
    },
    amounts: toOrderAmounts(wire.amounts),
    lines: wire.lines.map(toOrderLine),
  };
}

export function toOrderTracking(wire: z.infer<typeof orderTrackingAnswer>['data']): OrderTracking {
  return {
    orderId: wire.CoOrderID,
    paymentMode: wire.CoPaymentMode,
    paymentStatus: wire.CoPaymentStatus,
    amounts: toOrderAmounts(wire.amounts),
    placedAt: wire.placed_at,
    events: wire.events,
    deliveryBy: wire.delivery_by,
    ...(wire.tracking_number ? { shipment: { courier: wire.courier_name ?? '', trackingNumber: wire.tracking_number } } : {}),
  };
}

/** The cancellation form (a line as `itemId`, its reason, comment and, for some units, how many) as the platform reads it. */
export function cancellationToWire(
  cancel: Pick<z.infer<typeof cancelOrderRequest>, 'reason' | 'comment' | 'quantity'> & { itemId: number },
): z.input<typeof cancelOrderRequest> {
  const { itemId, quantity, ...why } = cancel;
  return { order_item_id: itemId, ...why, ...(quantity ? { quantity } : {}) };
}

/** What a cancellation did: the order, the line, the units cancelled and the refund (rupees). */
export function toCancellation(wire: CancelOrderAnswer['data']) {
  return { orderId: wire.CoOrderID, itemId: wire.CoOrderItemID, units: wire.cancelled_units, refundAmount: wire.refund_amount };
}

/** Send_Order_Code's answer: when another code may be asked for, and where this one went. */
export function toSentCode(wire: SendOrderCodeAnswer['data']): SentCode {
  return { resendAfter: wire.resend_after, phoneHint: wire.phone_hint };
}
