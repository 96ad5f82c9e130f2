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

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * An order's figures as every screen says them, the storefront's and the console's (My Orders, the order,
 * tracking, cancellation, the console's order and invoice): the price of what was ordered, the T-shirt pair offer,
 * the shop's automatic offer (under its title) and the coupon (with its code), delivery, the COD fee and online discount, what
 * cancelled items took off, then the order total (the platform's net: what the courier
 * collects or what the payment comes to once refunds are back) and what was refunded.
 */
export function amountRows(amounts: OrderAmounts): AmountRow[] {
  const rows: AmountRow[] = [{ key: 'items', label: `Price (${items(amounts.items)})`, value: formatRupees(amounts.itemsPrice), tone: 'plain' }];
  if (amounts.offer > 0) rows.push({ key: 'offer', label: 'T-shirt pair offer', value: `−${formatRupees(amounts.offer)}`, tone: 'saving' });
  if (amounts.autoOffer > 0) {
    rows.push({ key: 'auto-offer', label: amounts.autoOfferLabel || 'Offer', value: `−${formatRupees(amounts.autoOffer)}`, tone: 'saving' });
  }
  if (amounts.coupon > 0) {
    rows.push({ key: 'coupon', label: `Coupon ${amounts.couponCode}`.trim(), value: `−${formatRupees(amounts.coupon)}`, tone: 'saving' });
  }
  rows.push(
    amounts.delivery === 0
      ? { key: 'delivery', label: 'Delivery Charges', value: 'Free', tone: 'free' }
      : { key: 'delivery', label: 'Delivery Charges', value: formatRupees(amounts.delivery), tone: 'plain' },
  );
  if (amounts.codFee > 0) rows.push({ key: 'cod-fee', label: 'COD fee', value: formatRupees(amounts.codFee), tone: 'plain' });
  if (amounts.onlineDiscount > 0) {
    rows.push({ key: 'online-discount', label: 'Online payment discount', value: `−${formatRupees(amounts.onlineDiscount)}`, tone: 'saving' });
  }
  if (amounts.cancelled > 0) {
    const label = `Cancelled (${items(amounts.cancelledItems)})`;
    rows.push({ key: 'cancelled', label, value: `−${formatRupees(amounts.cancelled)}`, tone: 'plain' });
  }
  rows.push({ key: 'total', label: 'Order total', value: formatRupees(amounts.net), tone: 'total' });
  if (amounts.refunded > 0) rows.push({ key: 'refunded', label: 'Refunded', value: formatRupees(amounts.refunded), tone: 'refund' });
  return rows;
}

/** What the automatic offer and the coupon saved, as the one-line order total (a card's header, tracking) says it. */
export function savingNotes(amounts: OrderAmounts): string[] {
  const notes: string[] = [];
  if (amounts.autoOffer > 0) notes.push(`${formatRupees(amounts.autoOffer)} saved: ${amounts.autoOfferLabel || 'offer'}`);
  if (amounts.coupon > 0) notes.push(`${formatRupees(amounts.coupon)} saved with ${amounts.couponCode || 'a coupon'}`);
  return notes;
}

/** The order total in one line (a card's header): the net, and what was cancelled and refunded when anything was. */
export function totalNotes(amounts: OrderAmounts): string[] {
  const notes: string[] = [];
  if (amounts.cancelled > 0) notes.push(`${formatRupees(amounts.cancelled)} cancelled`);
  if (amounts.refunded > 0) notes.push(`${formatRupees(amounts.refunded)} refunded`);
  return notes;
}
