import { formatRupees } from '@/lib/format/money';
import type { OrderAmounts } from './types';

export interface AmountRow {
  /** Stable name of the row (test ids, keys). */
  key: 'items' | 'offer' | 'auto-offer' | 'coupon' | 'delivery' | 'cod-fee' | 'online-discount' | 'cancelled' | 'total' | 'refunded';
  label: string;
  value: string;
  /** saving: money off; total: the order's figure; refund: money back. */
  tone: 'plain' | 'saving' | 'free' | 'total' | 'refund';
}

/**
 * The words of an order's figures, in the page's language. The console and the invoice use the English ones
 * (ENGLISH_AMOUNT_LABELS, the default); a shopper's screen passes those of its catalogue (useOrderTexts).
 */
export interface AmountLabels {
  /** 'Price (3 items)'. */
  price: (items: number) => string;
  tshirtOffer: string;
  /** The automatic offer's row when the offer has no title. */
  offer: string;
  /** 'Coupon WELCOME10' ('' code: 'Coupon'). */
  coupon: (code: string) => string;
  deliveryCharges: string;
  free: string;
  codFee: string;
  onlineDiscount: string;
  /** 'Cancelled (1 item)'. */
  cancelled: (items: number) => string;
  orderTotal: string;
  refunded: string;
  /** '₹120 saved: 2 or more items: 10% off' (the title, or the word for an offer without one). */
  savedOffer: (amount: string, offer: string) => string;
  offerFallback: string;
  /** '₹108 saved with WELCOME10' (the code, or the words for a coupon without one). */
  savedCoupon: (amount: string, code: string) => string;
  couponFallback: string;
  /** '₹538 cancelled', '₹538 refunded'. */
  cancelledNote: (amount: string) => string;
  refundedNote: (amount: string) => string;
}

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

export const ENGLISH_AMOUNT_LABELS: AmountLabels = {
  price: (n) => `Price (${items(n)})`,
  tshirtOffer: 'T-shirt pair offer',
  offer: 'Offer',
  coupon: (code) => `Coupon ${code}`.trim(),
  deliveryCharges: 'Delivery Charges',
  free: 'Free',
  codFee: 'COD fee',
  onlineDiscount: 'Online payment discount',
  cancelled: (n) => `Cancelled (${items(n)})`,
  orderTotal: 'Order total',
  refunded: 'Refunded',
  savedOffer: (amount, offer) => `${amount} saved: ${offer}`,
  offerFallback: 'offer',
  savedCoupon: (amount, code) => `${amount} saved with ${code}`,
  couponFallback: 'a coupon',
  cancelledNote: (amount) => `${amount} cancelled`,
  refundedNote: (amount) => `${amount} refunded`,
};

/**
 * An order's figures as every screen says them, the storefront's and the console's (My Orders, the order,
 * tracking, cancellation, the console's order and invoice): the price of what was ordered, the T-shirt pair offer,
 * the shop's automatic offer (under its title) and the coupon (with its code), delivery, the COD fee and online discount, what
 * cancelled items took off, then the order total (the platform's net: what the courier
 * collects or what the payment comes to once refunds are back) and what was refunded. `labels`: the words, English
 * unless a screen in another language gives its own.
 */
export function amountRows(amounts: OrderAmounts, labels: AmountLabels = ENGLISH_AMOUNT_LABELS): AmountRow[] {
  const rows: AmountRow[] = [{ key: 'items', label: labels.price(amounts.items), value: formatRupees(amounts.itemsPrice), tone: 'plain' }];
  if (amounts.offer > 0) rows.push({ key: 'offer', label: labels.tshirtOffer, value: `−${formatRupees(amounts.offer)}`, tone: 'saving' });
  if (amounts.autoOffer > 0) {
    rows.push({ key: 'auto-offer', label: amounts.autoOfferLabel || labels.offer, value: `−${formatRupees(amounts.autoOffer)}`, tone: 'saving' });
  }
  if (amounts.coupon > 0) {
    rows.push({ key: 'coupon', label: labels.coupon(amounts.couponCode), value: `−${formatRupees(amounts.coupon)}`, tone: 'saving' });
  }
  rows.push(
    amounts.delivery === 0
      ? { key: 'delivery', label: labels.deliveryCharges, value: labels.free, tone: 'free' }
      : { key: 'delivery', label: labels.deliveryCharges, value: formatRupees(amounts.delivery), tone: 'plain' },
  );
  if (amounts.codFee > 0) rows.push({ key: 'cod-fee', label: labels.codFee, value: formatRupees(amounts.codFee), tone: 'plain' });
  if (amounts.onlineDiscount > 0) {
    rows.push({ key: 'online-discount', label: labels.onlineDiscount, value: `−${formatRupees(amounts.onlineDiscount)}`, tone: 'saving' });
  }
  if (amounts.cancelled > 0) {
    rows.push({ key: 'cancelled', label: labels.cancelled(amounts.cancelledItems), value: `−${formatRupees(amounts.cancelled)}`, tone: 'plain' });
  }
  rows.push({ key: 'total', label: labels.orderTotal, value: formatRupees(amounts.net), tone: 'total' });
  if (amounts.refunded > 0) rows.push({ key: 'refunded', label: labels.refunded, value: formatRupees(amounts.refunded), tone: 'refund' });
  return rows;
}

/** What the automatic offer and the coupon saved, as the one-line order total (a card's header, tracking) says it. */
export function savingNotes(amounts: OrderAmounts, labels: AmountLabels = ENGLISH_AMOUNT_LABELS): string[] {
  const notes: string[] = [];
  if (amounts.autoOffer > 0) notes.push(labels.savedOffer(formatRupees(amounts.autoOffer), amounts.autoOfferLabel || labels.offerFallback));
  if (amounts.coupon > 0) notes.push(labels.savedCoupon(formatRupees(amounts.coupon), amounts.couponCode || labels.couponFallback));
  return notes;
}

/** The order total in one line (a card's header): the net, and what was cancelled and refunded when anything was. */
export function totalNotes(amounts: OrderAmounts, labels: AmountLabels = ENGLISH_AMOUNT_LABELS): string[] {
  const notes: string[] = [];
  if (amounts.cancelled > 0) notes.push(labels.cancelledNote(formatRupees(amounts.cancelled)));
  if (amounts.refunded > 0) notes.push(labels.refundedNote(formatRupees(amounts.refunded)));
  return notes;
}
