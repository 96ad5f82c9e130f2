import { addressLines } from '@/lib/account/address';
import type { OrderAmountsWire } from '@/platform/contract/order-amounts';
import type { OrderDetailLineWire, orderAnswer, OrderStatus, PaymentMode, PaymentStatus } from '@/platform/contract/orders';
import type { z } from 'zod';

/** An order's money as the platform stored it when the order was placed, in rupees. Screens show it, never compute it. */
export interface OrderAmounts {
  items: number;
  /** Σ list price × units. */
  itemsPrice: number;
  /** The T-shirt pair offer. */
  offer: number;
  subtotal: number;
  delivery: number;
  onlineDiscount: number;
  /** What the payment dialog charges, or the courier collects. */
  total: number;
  /** The part of the total belonging to cancelled items. */
  cancelled: number;
  refunded: number;
}

export function toOrderAmounts(wire: OrderAmountsWire): OrderAmounts {
  return {
    items: wire.items,
    itemsPrice: wire.items_price,
    offer: wire.offer,
    subtotal: wire.subtotal,
    delivery: wire.delivery,
    onlineDiscount: wire.online_discount,
    total: wire.total,
    cancelled: wire.cancelled,
    refunded: wire.refunded,
  };
}

/** One line of one of the shopper's orders, with how its price was reached. */
export interface OrderLine {
  orderId: string;
  itemId: number;
  productId: number;
  slug: string;
  name: string;
  image: string;
  /** '' when the product has no sizes. */
  size: string;
  status: OrderStatus;
  /** List price per unit, rupees. */
  unitPrice: number;
  quantity: number;
  /** unitPrice × quantity. */
  itemsPrice: number;
  /** The line's share of the T-shirt pair offer. */
  offer: number;
  delivery: number;
  /** The line's share of the online discount. */
  onlineDiscount: number;
  /** What the line costs: items price − offer + delivery − online discount. */
  amount: number;
  paymentMode: PaymentMode;
  paymentStatus: PaymentStatus;
  placedAt: string;
  cancellable: boolean;
  /** What cancelling the line now would refund. */
  cancelRefund: number;
  /** What was refunded for it. */
  refundAmount: number;
  /** Its order's figures. */
  order: OrderAmounts;
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
    amount: wire.CoLineAmount,
    paymentMode: wire.CoPaymentMode,
    paymentStatus: wire.CoPaymentStatus,
    placedAt: wire.CoOrderDate,
    cancellable: wire.CoCancellable,
    cancelRefund: wire.CoCancelRefund,
    refundAmount: wire.CoRefundAmount,
    order: toOrderAmounts(wire.CoOrderAmounts),
  };
}

/** One whole order (Get_Order): the address it keeps, its amounts and its lines. */
export interface Order {
  orderId: string;
  placedAt: string;
  paymentMode: PaymentMode;
  paymentStatus: PaymentStatus;
  deliverTo: { name: string; mobile: string; lines: string[] };
  amounts: OrderAmounts;
  lines: OrderLine[];
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
      lines: addressLines({ address: a.address1, locality: a.address2, city: a.city, state: a.STATENAME, pinCode: a.pincode, country: a.country }),
    },
    amounts: toOrderAmounts(wire.amounts),
    lines: wire.lines.map(toOrderLine),
  };
}

export interface TrackingEvent {
  status: string;
  note: string;
  at: string;
  /** The line an event concerns (a cancelled item), when it concerns one. */
  item?: string;
}

export interface OrderTracking {
  orderId: string;
  paymentMode: PaymentMode;
  paymentStatus: PaymentStatus;
  amounts: OrderAmounts;
  placedAt: string;
  events: TrackingEvent[];
}
