'use client';

import { useActionState } from 'react';
import { setCatalogueStockAction } from '@/modules/console/catalogue/catalogue-actions';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

interface Props {
  asin: string;
  name: string;
  sizes: { size: string; stock: number }[];
}

const stockInput =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-2 py-2 text-gray-900 focus:border-indigo-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40';

/** The quick stock edit: units per size, saved together. */
export function CatalogueStockForm({ asin, name, sizes }: Props) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(setCatalogueStockAction, null);
  return (
    <form action={action} className="mt-3 md:mt-0" aria-label={`Stock of ${name}`}>
      <input type="hidden" name="asin" value={asin} />
      <fieldset>
        <legend className="mb-1 text-xs font-medium text-gray-800">Stock per size</legend>
        <div className="flex flex-wrap items-end gap-2">
          {sizes.map((size, index) => (
            <label key={size.size} className="w-20 text-xs text-gray-700">
              <span className="mb-0.5 block truncate">{size.size || 'Units'}</span>
              <input type="hidden" name={`size-${index}`} value={size.size} />
              <input
                name={`stock-${index}`}
                inputMode="numeric"
                autoComplete="off"
                defaultValue={size.stock}
                aria-label={`Stock of ${name}${size.size ? `, size ${size.size}` : ''}`}
                className={stockInput}
              />
            </label>
          ))}
          <ConsoleButton type="submit" tone="secondary" disabled={pending} className="px-3" aria-label={`Save stock of ${name}`}>
            {pending ? 'Saving…' : 'Save'}
          </ConsoleButton>
        </div>
      </fieldset>
      <ActionStatus state={state} className="mt-2" />
    </form>
  );
}
