import type { useTranslations } from 'next-intl';
import type { OrderStatus, PaymentMode, PaymentStatus } from '@/platform/orders/contract/orders';
import type { AmountLabels } from './amount-rows';

/** The shopper's order screens' words (messages' "Orders"), as useTranslations('Orders') gives them. */
export type OrdersTranslator = ReturnType<typeof useTranslations<'Orders'>>;

/** An order's figures in the catalogue's words (the English catalogue says exactly what ENGLISH_AMOUNT_LABELS says). */
export function amountLabels(t: OrdersTranslator): AmountLabels {
  return {
    price: (count) => t('amounts.price', { count }),
    tshirtOffer: t('amounts.tshirtOffer'),
    offer: t('amounts.offer'),
    coupon: (code) => (code ? t('amounts.coupon', { code }) : t('amounts.couponNoCode')),
    deliveryCharges: t('amounts.deliveryCharges'),
    free: t('amounts.free'),
    codFee: t('amounts.codFee'),
    onlineDiscount: t('amounts.onlineDiscount'),
    cancelled: (count) => t('amounts.cancelled', { count }),
    orderTotal: t('amounts.orderTotal'),
    refunded: t('amounts.refunded'),
    savedOffer: (amount, offer) => t('amounts.savedOffer', { amount, offer }),
    offerFallback: t('amounts.offerFallback'),
    savedCoupon: (amount, code) => t('amounts.savedCoupon', { amount, code }),
    couponFallback: t('amounts.couponFallback'),
    cancelledNote: (amount) => t('amounts.cancelledNote', { amount }),
    refundedNote: (amount) => t('amounts.refundedNote', { amount }),
  };
}

/** How a line's price was reached (LinePrice), in the catalogue's words. */
export interface LinePriceLabels {
  tshirtOffer: string;
  delivery: string;
  offer: string;
  coupon: string;
  onlineDiscount: string;
  itemTotal: string;
}

export const ENGLISH_LINE_PRICE_LABELS: LinePriceLabels = {
  tshirtOffer: 'T-shirt pair offer',
  delivery: 'Delivery',
  offer: 'Offer',
  coupon: 'Coupon',
  onlineDiscount: 'Online discount',
  itemTotal: 'Item total',
};

export function linePriceLabels(t: OrdersTranslator): LinePriceLabels {
  return {
    tshirtOffer: t('line.tshirtOffer'),
    delivery: t('line.delivery'),
    offer: t('line.offer'),
    coupon: t('line.coupon'),
    onlineDiscount: t('line.onlineDiscount'),
    itemTotal: t('line.itemTotal'),
  };
}

const STATUS_KEYS = {
  'Payment Pending': 'paymentPending',
  'Awaiting Confirmation': 'awaitingConfirmation',
  Confirmed: 'confirmed',
  Packed: 'packed',
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
} as const satisfies Record<OrderStatus, string>;

/** A status as a shopper reads it ('Awaiting confirmation', 'शिप हो गया'); a status the screens do not know, as given. */
export function statusLabel(t: OrdersTranslator, status: string): string {
  const key = STATUS_KEYS[status as OrderStatus];
  return key ? t(`status.${key}`) : status;
}

/** How an order is being paid (paymentLabel's three answers) in the catalogue's words. */
export function paymentText(t: OrdersTranslator, mode: PaymentMode, status: PaymentStatus): string {
  if (mode === 'COD') return t('paymentMode.cod');
  return status === 'PAID' ? t('paymentMode.paidOnline') : t('paymentMode.awaitingPayment');
}

/** The cancellation reasons (CANCELLATION_REASONS, sent as written) and their keys in the catalogue. */
export const REASON_KEYS = {
  'Incorrect size ordered': 'incorrectSize',
  'Product not required anymore': 'notRequired',
  'Cash Issue': 'cashIssue',
  'Ordered By Mistake': 'orderedByMistake',
  'Wants to change style/color': 'changeStyle',
  'Delayed Delivery Cancellation': 'delayedDelivery',
  'Duplicate Order': 'duplicateOrder',
} as const;

/** A cancellation reason in the page's language; one the screens do not know, as given. */
export function reasonLabel(t: OrdersTranslator, reason: string): string {
  const key = REASON_KEYS[reason as keyof typeof REASON_KEYS];
  return key ? t(`reasons.${key}`) : reason;
}
