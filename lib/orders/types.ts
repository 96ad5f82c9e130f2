import type { OrderDetailLineWire, OrderStatus, PaymentMode } from '@/platform/contract/orders';

/** One line of one of the shopper's orders. */
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
  /** Price per unit, rupees. */
  unitPrice: number;
  quantity: number;
  /** What the line costs with its delivery, rupees. */
  total: number;
  paymentMode: PaymentMode;
  paymentStatus: 'NOT_REQUIRED' | 'PENDING' | 'PAID' | 'FAILED';
  placedAt: string;
  cancellable: boolean;
  refundAmount: number;
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
    total: wire.CoTotalPrice,
    paymentMode: wire.CoPaymentMode,
    paymentStatus: wire.CoPaymentStatus,
    placedAt: wire.CoOrderDate,
    cancellable: wire.CoCancellable,
    refundAmount: wire.CoRefundAmount,
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
  placedAt: string;
  events: TrackingEvent[];
}
