'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { useActionState, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { setMarkupAction } from '@/modules/console/prices/prices-actions';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { formatIndianNumber, formatRupees } from '@/lib/format/money';
import { sellingRupees } from '@/platform/pricing/contract/markup';
import { MARKUP_MAX } from '@/platform/shops/contract/shops';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

const EXAMPLE_PAISE = 50_000;

/**
 * The shop's markup, with what it makes of a ₹500 product as the owner types, and how many products it caps at
 * their MRP (no shop sells above the MRP), linked to the list of them.
 */
export function PricesMarkupForm({ markup, capped }: { markup: number; capped: number }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(setMarkupAction, null);
  const [typed, setTyped] = useState(String(markup));
  const value = /^\s*\d{1,3}\s*$/.test(typed) ? Number(typed) : null;
  const valid = value !== null && value <= MARKUP_MAX;
  const error = state?.ok === false ? state.message : null;
  return (
    <form action={action} className="space-y-3 rounded-xl border border-gray-200 bg-white p-4" aria-labelledby="markup-heading">
      <h2 id="markup-heading" className="text-lg font-semibold">
        Markup
      </h2>
      <div>
        <label htmlFor="markup" className="mb-1 block text-sm font-medium text-gray-800">
          Markup on the supplier’s price (%)
        </label>
        <div className="flex gap-2">
          <input
            id="markup"
            name="markup"
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={clsx('markup-example', error && 'markup-error')}
            className={clsx(inputClass, 'max-w-32')}
          />
          <ConsoleButton type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save markup'}
          </ConsoleButton>
        </div>
        {error && (
          <p id="markup-error" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
        <p id="markup-example" aria-live="polite" className="mt-2 text-sm text-gray-700">
          {valid
            ? `A product the supplier sells at ${formatRupees(EXAMPLE_PAISE / 100)} sells at ${formatRupees(sellingRupees(EXAMPLE_PAISE, value))}.`
            : `Enter a whole number from 0 to ${MARKUP_MAX}.`}
        </p>
        <p className="mt-1 text-xs text-gray-500">
          Products you give your own price in the list below keep it. Delivery charges are never marked up. No product sells above its MRP: where the
          markup would take one above it, it sells at its MRP.
        </p>
      </div>
      {capped > 0 && (
        <p data-testid="capped-at-mrp" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {capped === 1 ? '1 product sells at its MRP' : `${formatIndianNumber(capped)} products sell at their MRP`}: your price for{' '}
          {capped === 1 ? 'it' : 'them'} would be above it.{' '}
          <Link href="/admin/prices?filter=capped" className="font-semibold underline underline-offset-2">
            Show {capped === 1 ? 'it' : 'them'}
          </Link>
        </p>
      )}
      <ActionStatus state={state?.ok ? state : null} />
    </form>
  );
}
