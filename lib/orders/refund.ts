import { ONLINE_DISCOUNT_PERCENT } from '@/platform/contract/totals';
import type { OrderLine } from './types';

/**
 * The refund the cancellation form announces: nothing for pay-on-delivery and unpaid orders; for a paid online
 * order the line's total less its share of the online discount (the platform computes the exact figure).
 */
export function expectedRefund(line: Pick<OrderLine, 'paymentMode' | 'paymentStatus' | 'unitPrice' | 'quantity' | 'total'>): number {
  if (line.paymentMode !== 'ONLINE' || line.paymentStatus !== 'PAID') return 0;
  const discount = Math.round((line.unitPrice * line.quantity * ONLINE_DISCOUNT_PERCENT) / 100);
  return Math.max(0, line.total - discount);
}
