'use client';

import { useTranslations } from 'next-intl';

/**
 * − units +. Minus is disabled at 1. Plus looks disabled at the stock but stays focusable and clickable, so the
 * shopper who presses it hears why: 'Maximum quantity reached!'.
 */
export function QuantityStepper({
  name,
  units,
  stock,
  busy,
  onDecrement,
  onIncrement,
}: {
  name: string;
  units: number;
  stock: number;
  busy: boolean;
  onDecrement: () => void;
  onIncrement: () => void;
}) {
  const t = useTranslations('Cart');
  const atMost = units >= stock;
  const button =
    'flex h-11 w-11 items-center justify-center text-xl font-semibold text-gray-800 transition hover:bg-gray-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-shop-primary disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent aria-disabled:cursor-not-allowed aria-disabled:text-gray-300 aria-disabled:hover:bg-transparent';
  return (
    <div
      className="inline-flex items-center overflow-hidden rounded-lg border border-gray-300 bg-white"
      role="group"
      aria-label={t('quantityOf', { name })}
    >
      <button type="button" className={button} onClick={onDecrement} disabled={units <= 1 || busy} aria-label={t('decreaseQuantity', { name })}>
        −
      </button>
      <output className="min-w-10 text-center text-base font-semibold tabular-nums" aria-live="polite" data-testid="line-units">
        {units}
      </output>
      <button type="button" className={button} onClick={onIncrement} aria-disabled={atMost || busy} aria-label={t('increaseQuantity', { name })}>
        +
      </button>
    </div>
  );
}
