'use client';

import clsx from 'clsx';
import { useActionState, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { setProductHiddenAction, setProductPriceAction } from '@/modules/console/prices/prices-actions';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { uploadUrl } from '@/lib/images/upload-url';
import { formatIndianNumber, formatRupees } from '@/lib/format/money';
import type { PriceRow } from '@/platform/pricing/contract/console-prices';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

/** The supplier's price may have paise (₹449.50); every other price here is whole rupees. */
function supplierRupees(rupees: number): string {
  return Number.isInteger(rupees)
    ? formatRupees(rupees)
    : `₹${formatIndianNumber(Math.floor(rupees))}.${String(Math.round((rupees % 1) * 100)).padStart(2, '0')}`;
}

/**
 * One product of the prices list: a card on a phone, a row of columns on a wide screen. Its own price (empty follows
 * the markup) and Hide/Show are separate forms, each answered next to itself.
 */
export function PricesRow({ row }: { row: PriceRow }) {
  const [priceState, priceAction, pricePending] = useActionState<ConsoleActionResult | null, FormData>(setProductPriceAction, null);
  const [hideState, hideAction, hidePending] = useActionState<ConsoleActionResult | null, FormData>(setProductHiddenAction, null);
  // Controlled, so a refused price stays in the field next to its message (React resets uncontrolled fields).
  const [typed, setTyped] = useState(row.ownPrice === null ? '' : String(row.ownPrice));
  const inputId = `price-${row.id}`;
  const error = priceState?.ok === false ? priceState.message : null;
  const hidden = row.hidden || row.categoryHidden;
  return (
    <li
      data-testid="price-row"
      className={clsx(
        'rounded-xl border bg-white p-3 md:grid md:grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)_minmax(0,1.6fr)_7rem] md:items-start md:gap-4 md:p-4',
        hidden ? 'border-dashed border-gray-300' : 'border-gray-200',
      )}
    >
      <div className="flex gap-3">
        <img src={uploadUrl(row.image, '280x280')} alt="" width={56} height={56} className="size-14 shrink-0 rounded object-cover" loading="lazy" />
        <div className="min-w-0">
          <p className={clsx('line-clamp-2 font-semibold', hidden && 'text-gray-500')}>{row.name}</p>
          <p className="truncate text-xs text-gray-600">{row.asin}</p>
          <p className="text-xs text-gray-600">{row.category}</p>
          <div className="mt-1 flex flex-wrap gap-1 text-xs font-semibold">
            {row.hidden && <span className="rounded bg-gray-200 px-1.5 py-0.5 text-gray-800">Hidden</span>}
            {row.categoryHidden && <span className="rounded bg-gray-200 px-1.5 py-0.5 text-gray-800">Category hidden</span>}
            {row.ownPrice !== null && <span className="rounded bg-indigo-50 px-1.5 py-0.5 text-indigo-800">Own price</span>}
            {row.cappedAtMrp && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">Capped at MRP</span>}
          </div>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm md:mt-0 md:grid-cols-1">
        <div>
          <dt className="text-xs text-gray-600">Supplier price</dt>
          <dd>{supplierRupees(row.supplierPrice)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">At your markup</dt>
          <dd>{formatRupees(row.markupPrice)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">MRP</dt>
          <dd>{formatRupees(row.mrp)}</dd>
        </div>
      </dl>
      <form action={priceAction} className="mt-3 md:mt-0">
        <input type="hidden" name="productId" value={row.id} />
        <label htmlFor={inputId} className="mb-1 block text-xs font-medium text-gray-800">
          Your selling price (₹)
          <span className="sr-only"> for {row.name}</span>
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            name="price"
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={String(Math.min(row.markupPrice, row.mrp))}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-note`}
            className={clsx(inputClass, 'min-w-0 flex-1')}
          />
          <ConsoleButton type="submit" tone="secondary" disabled={pricePending} className="px-3">
            {pricePending ? 'Saving…' : 'Save'}
          </ConsoleButton>
        </div>
        <p id={`${inputId}-note`} role="status" aria-live="polite" className={clsx('mt-1 text-xs', error ? 'text-sm text-red-700' : 'text-gray-600')}>
          {error ??
            (priceState?.ok
              ? priceState.message
              : row.belowSupplier
                ? `Below the supplier’s price now: shoppers pay ${formatRupees(row.price)}. Raise it or empty it.`
                : row.cappedAtMrp
                  ? row.ownPrice === null
                    ? `Capped at the MRP: shoppers pay ${formatRupees(row.price)}, not ${formatRupees(row.markupPrice)}.`
                    : `Above the MRP now: shoppers pay the MRP, ${formatRupees(row.price)}. Lower it or empty it.`
                  : 'Empty: follows the markup.')}
        </p>
      </form>
      <form action={hideAction} className="mt-3 flex flex-wrap items-center gap-2 md:mt-5 md:block">
        <input type="hidden" name="productId" value={row.id} />
        <input type="hidden" name="hidden" value={row.hidden ? 'false' : 'true'} />
        <ConsoleButton
          type="submit"
          tone="secondary"
          disabled={hidePending}
          aria-label={`${row.hidden ? 'Show' : 'Hide'} ${row.name}`}
          className="px-5 md:w-full"
        >
          {row.hidden ? 'Show' : 'Hide'}
        </ConsoleButton>
        <p role="status" aria-live="polite" className={clsx('text-xs md:mt-1', hideState?.ok === false ? 'text-red-700' : 'text-gray-600')}>
          {hideState?.message}
        </p>
      </form>
    </li>
  );
}
