import type { OrderStatus, PaymentMode, PaymentStatus } from '@/platform/orders/contract/orders';
import type { AddressPlace } from '@/modules/account/address';

/**
 * An order's money as the platform stored it when the order was placed, and what cancellations took off since, in
 * rupees. Screens show it (amountRows), never compute it.
 */
export interface OrderAmounts {
  items: number;
  /** Σ list price × units. */
  itemsPrice: number;
  /** The T-shirt pair offer. */
  offer: number;
  subtotal: number;
  delivery: number;
  /** The automatic offer's saving and title ('' when none applied). */
  autoOffer: number;
  autoOfferLabel: string;
  /** The coupon's saving and code ('' when none applied). */
  coupon: number;
  couponCode: string;
  onlineDiscount: number;
  /** The shop's fee for cash on delivery (0 when none, or paid online). */
  codFee: number;
  /** What the payment dialog charges, or the courier collects. */
  total: number;
  /** The part of the total belonging to cancelled items. */
  cancelled: number;
  refunded: number;
  /** Units cancelled. */
  cancelledItems: number;
  /** total − cancelled: what the order comes to, shown as its total everywhere. */
  net: number;
}

/** What cancelling `units` of a line takes off its order (`amount`) and refunds, as the platform works it out. */
export interface CancelOption {
  units: number;
  amount: number;
  refund: number;
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
  /** The line's shares of the automatic offer and of the coupon. */
  autoOffer: number;
  coupon: number;
  /** What the line costs: items price − offer + delivery − automatic offer − coupon − online discount. */
  amount: number;
  paymentMode: PaymentMode;
  paymentStatus: PaymentStatus;
  placedAt: string;
  cancellable: boolean;
  /** What cancelling the line now would refund. */
  cancelRefund: number;
  /** While it can be cancelled: for 1 to all of its units, what cancelling them takes off and refunds. */
  cancelOptions: CancelOption[];
  /** What was refunded for it. */
  refundAmount: number;
  /** Its order's figures. */
  order: OrderAmounts;
  /** While the order awaits its cash-on-delivery confirmation: how (a code, or the shop's call), else null. */
  confirmation: CodConfirmation | null;
  /** While it awaits confirmation: when it is cancelled if not confirmed (ISO), else null. */
  confirmBy: string | null;
  /** The day delivery was promised for when the order was placed ('YYYY-MM-DD'); null when none was. */
  deliveryBy: string | null;
}

/** How an order awaiting its cash-on-delivery confirmation gets confirmed. */
export type CodConfirmation = 'code' | 'call';

/** One of the shopper's orders on My Orders: its figures, how it is paid and its lines (cancelled ones too). */
export interface OrderSummary {
  orderId: string;
  placedAt: string;
  paymentMode: PaymentMode;
  paymentStatus: PaymentStatus;
  /** The furthest status of its open lines; Cancelled when every line is. */
  status: OrderStatus;
  amounts: OrderAmounts;
  lines: OrderLine[];
  /** While it awaits its cash-on-delivery confirmation: how, and by when (ISO); else null. */
  confirmation: CodConfirmation | null;
  confirmBy: string | null;
  /** The day delivery was promised for ('YYYY-MM-DD'); null when none was. */
  deliveryBy: string | null;
}

/** One whole order (Get_Order): the address it keeps, its amounts and its lines. */
export interface Order {
  orderId: string;
  placedAt: string;
  paymentMode: PaymentMode;
  paymentStatus: PaymentStatus;
  /** Whom and where it goes; `place` is shown through addressLines, in the page's language. */
  deliverTo: { name: string; mobile: string; place: AddressPlace };
  amounts: OrderAmounts;
  lines: OrderLine[];
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
  /** Once the shop has shipped it. */
  shipment?: { courier: string; trackingNumber: string };
  /** The day delivery was promised for ('YYYY-MM-DD'); null when none was. */
  deliveryBy: string | null;
}

/** A code texted for an order awaiting its confirmation: seconds before another may be asked for, and where it went. */
export interface SentCode {
  resendAfter: number;
  /** "98•••••210". */
  phoneHint: string;
}
