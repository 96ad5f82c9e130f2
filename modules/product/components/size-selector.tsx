'use client';

import { useTranslations } from 'next-intl';
import { useId, type KeyboardEvent } from 'react';
import { SELECT_SIZE_MESSAGE } from '@/modules/cart/cart-line';
import { needsSizeGuide, splitSizeLabel } from '@/modules/product/sizes';
import { usePurchase } from './purchase-context';
import { SizeGuide } from './size-guide';
import clsx from 'clsx';

/**
 * Round size buttons with radio-group semantics: one Tab stop, arrow keys move and choose, sizes out of stock
 * are disabled and skipped. Choosing a size resets the quantity to 1.
 */
export function SizeSelector() {
  const t = useTranslations('Product');
  const { product, size, selectSize, sizeMissing, sizeGroupRef } = usePurchase();
  const labelId = useId();
  const hintId = useId();
  const sizes = product.sizes;
  const available = sizes.filter((s) => s.stock > 0);
  const tabStop = size || available[0]?.label;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    if (!(event.key in keys) && event.key !== 'Home' && event.key !== 'End') return;
    if (available.length === 0) return;
    event.preventDefault();
    const current = available.findIndex((s) => s.label === (document.activeElement as HTMLElement | null)?.dataset.size);
    let next: number;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = available.length - 1;
    else next = (current + keys[event.key]! + available.length) % available.length;
    const label = available[next]!.label;
    selectSize(label);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-size="${CSS.escape(label)}"]`)?.focus();
  }

  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <p id={labelId} className="text-sm font-semibold text-gray-900">
          {t('selectSize')}
          {size && <span className="font-normal text-gray-600">: {size}</span>}
        </p>
        {needsSizeGuide(sizes.map((s) => s.label)) && <SizeGuide />}
      </div>
      <div
        ref={sizeGroupRef}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required="true"
        aria-invalid={sizeMissing || undefined}
        aria-describedby={sizeMissing ? hintId : undefined}
        onKeyDown={onKeyDown}
        className="mt-3 flex flex-wrap gap-3"
      >
        {sizes.map((option) => {
          const [top, bottom] = splitSizeLabel(option.label);
          const checked = option.label === size;
          const out = option.stock <= 0;
          return (
            <button
              key={option.id}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={out ? t('sizeOutOfStock', { size: option.label }) : option.label}
              data-size={option.label}
              disabled={out}
              tabIndex={option.label === tabStop ? 0 : -1}
              onClick={() => selectSize(option.label)}
              className={clsx(
                'relative flex h-14 w-14 flex-col items-center justify-center overflow-hidden rounded-full border-2 text-sm leading-tight font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary',
                checked
                  ? 'border-shop-primary bg-shop-primary text-white shadow'
                  : out
                    ? 'cursor-not-allowed border-gray-200 bg-gray-50 text-gray-400'
                    : 'border-gray-300 bg-white text-gray-900 hover:border-shop-primary',
              )}
            >
              <span>{top}</span>
              {bottom && <span className="text-xs font-medium">{bottom}</span>}
              {out && <span aria-hidden="true" className="absolute top-1/2 left-1/2 h-px w-[120%] -translate-x-1/2 -rotate-45 bg-gray-400" />}
            </button>
          );
        })}
      </div>
      {sizeMissing && (
        <p id={hintId} className="mt-2 text-sm font-medium text-red-700">
          {SELECT_SIZE_MESSAGE}
        </p>
      )}
    </div>
  );
}
