import clsx from 'clsx';
import { PAYMENT_STATE_LABELS, type PaymentState } from '@/platform/orders/contract/console-orders';

const TONES: Record<PaymentState, string> = {
  cod: 'bg-gray-100 text-gray-800',
  paid: 'bg-green-100 text-green-900',
  awaiting: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
};

/** How an order is paid: COD, online paid, awaiting payment or failed. */
export function PaymentBadge({ state }: { state: PaymentState }) {
  return (
    <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[state])}>
      {PAYMENT_STATE_LABELS[state]}
    </span>
  );
}
