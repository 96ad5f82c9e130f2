'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { checkQuantity } from '@/modules/product/quantity';
import { usePurchase } from './purchase-context';
import clsx from 'clsx';

const stepper =
  'flex h-11 w-11 items-center justify-center text-xl text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-shop-primary disabled:cursor-not-allowed disabled:text-gray-300';

/** Whole numbers from 1 to `max` (the chosen size's stock); other input is corrected with a message saying why. */
export function QuantityInput({ max }: { max: number }) {
  const t = useTranslations('Product');
  const { units, setUnits } = usePurchase();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const shown = draft ?? String(units);
  const words = { range: (limit: number) => t('quantityRange', { limit }), stock: (limit: number) => t('quantityStock', { limit }) };

  function commit(text: string) {
    const checked = checkQuantity(text, max, words);
    setUnits(checked.value);
    setDraft(null);
    setMessage(checked.message);
  }

  function step(by: number) {
    commit(String(Math.min(max, Math.max(1, units + by))));
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900">
        {t('quantity')}
      </label>
      <div className="mt-2 inline-flex items-stretch overflow-hidden rounded-lg border border-gray-300 bg-white">
        <button type="button" className={stepper} onClick={() => step(-1)} disabled={units <= 1} aria-label={t('decrease')}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={shown}
          aria-invalid={message !== '' && draft !== null}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const checked = checkQuantity(text, max, words);
            if (!checked.message) setUnits(checked.value);
            setMessage(checked.message);
          }}
          onBlur={() => draft !== null && commit(draft)}
          onKeyDown={(event) => event.key === 'Enter' && draft !== null && commit(draft)}
          className="w-16 [appearance:textfield] border-x border-gray-300 text-center text-base font-semibold focus-visible:outline-2 focus-visible:outline-shop-primary [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button type="button" className={stepper} onClick={() => step(1)} disabled={units >= max} aria-label={t('increase')}>
          +
        </button>
      </div>
      <p id={`${id}-hint`} aria-live="polite" className={clsx('mt-1 text-xs', message ? 'text-red-700' : 'text-gray-500')}>
        {message || (max <= 5 ? t('onlyLeft', { count: max }) : t('inStock', { count: max }))}
      </p>
    </div>
  );
}
