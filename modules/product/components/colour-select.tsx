'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { usePurchase } from './purchase-context';

/** The required colour choice of a product that comes in several; it starts at the product's own colour. */
export function ColourSelect({ options }: { options: string[] }) {
  const { colour, setColour } = usePurchase();
  const t = useTranslations('Product');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900">
        {t('colour')}{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </label>
      <select
        id={id}
        required
        value={colour}
        onChange={(event) => setColour(event.target.value)}
        className="mt-2 block min-h-11 w-full max-w-xs rounded-lg border border-gray-300 bg-white px-3 text-sm focus-visible:border-shop-primary focus-visible:outline-2 focus-visible:outline-shop-primary"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
