import { formatRupees } from '@/lib/format/money';
import { amountRows, ENGLISH_AMOUNT_LABELS, savingNotes, totalNotes, type AmountLabels, type AmountRow } from '@/modules/orders/amount-rows';
import type { OrderAmounts } from '@/modules/orders/types';
import clsx from 'clsx';

const TONES: Record<AmountRow['tone'], string> = {
  plain: 'text-gray-900',
  saving: 'text-green-700',
  free: 'font-semibold text-green-700',
  total: '',
  refund: 'font-semibold text-green-700',
};

const TEST_IDS: Partial<Record<AmountRow['key'], string>> = {
  total: 'order-total',
  refunded: 'order-refunded',
  cancelled: 'order-cancelled',
  'auto-offer': 'order-auto-offer',
  coupon: 'order-coupon',
};

/**
 * An order's figures, row by row (amountRows): what was ordered, what cancellations took off, the order total; in
 * the words of `labels` (English unless the screen gives its own).
 */
export function OrderAmountsList({ amounts, className = '', labels }: { amounts: OrderAmounts; className?: string; labels?: AmountLabels }) {
  return (
    <dl data-testid="order-amounts" className={`space-y-1.5 text-sm ${className}`}>
      {amountRows(amounts, labels).map((row) => (
        <div
          key={row.key}
          className={clsx('flex justify-between gap-4', row.tone === 'total' && 'border-t border-gray-200 pt-2 text-base font-bold text-gray-900')}
        >
          <dt className={row.tone === 'total' ? undefined : 'text-gray-600'}>{row.label}</dt>
          <dd data-testid={TEST_IDS[row.key]} className={clsx('tabular-nums', TONES[row.tone])}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The order total in one line, as a card or a form's header says it: 'Order total ₹1,177 · ₹87 saved with WELCOME10 ·
 * ₹538 cancelled'. The amount keeps `testId`; the savings (`testId`-saving) and the notes (`testId`-note) follow it.
 */
export function OrderTotal({
  amounts,
  testId,
  prefix = '',
  labels = ENGLISH_AMOUNT_LABELS,
}: {
  amounts: OrderAmounts;
  testId: string;
  prefix?: string;
  labels?: AmountLabels;
}) {
  const notes = totalNotes(amounts, labels);
  return (
    <>
      <span className="whitespace-nowrap">
        {prefix}
        {labels.orderTotal}{' '}
        <strong data-testid={testId} className="text-gray-900 tabular-nums">
          {formatRupees(amounts.net)}
        </strong>
      </span>
      {savingNotes(amounts, labels).map((note) => (
        <span key={note} data-testid={`${testId}-saving`} className="whitespace-nowrap text-green-700">
          · {note}
        </span>
      ))}
      {notes.map((note) => (
        <span key={note} data-testid={`${testId}-note`} className="whitespace-nowrap">
          · {note}
        </span>
      ))}
    </>
  );
}
