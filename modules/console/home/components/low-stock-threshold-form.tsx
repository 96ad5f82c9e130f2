'use client';

import clsx from 'clsx';
import { useActionState, useState } from 'react';
import { setLowStockThresholdAction } from '@/modules/console/home/dashboard-actions';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

/** The shop's own low-stock level: how few units of a size count as running low on the dashboard. */
export function LowStockThresholdForm({ threshold }: { threshold: number }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(setLowStockThresholdAction, null);
  // Controlled, so a refused number stays in the field next to its message.
  const [typed, setTyped] = useState(String(threshold));
  const refused = state?.ok === false;
  return (
    <form action={action} className="mt-3 flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor="low-stock-threshold" className="mb-1 block text-xs font-medium text-gray-800">
          Low at (units of a size)
        </label>
        <input
          id="low-stock-threshold"
          name="threshold"
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={refused ? true : undefined}
          aria-describedby="low-stock-threshold-status"
          className="block min-h-11 w-24 rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-indigo-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40 aria-[invalid=true]:border-red-500"
        />
      </div>
      <ConsoleButton type="submit" tone="secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Save level'}
      </ConsoleButton>
      <p
        id="low-stock-threshold-status"
        role="status"
        aria-live="polite"
        className={clsx('w-full text-sm', refused ? 'text-red-700' : 'text-gray-700')}
      >
        {state?.message}
      </p>
    </form>
  );
}
