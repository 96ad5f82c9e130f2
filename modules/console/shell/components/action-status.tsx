'use client';

import clsx from 'clsx';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';

/**
 * The outcome of a console form, announced: a live region that is always on the page (so screen readers hear each
 * new message), green for a change made, red for a refusal.
 */
export function ActionStatus({ state, className }: { state: ConsoleActionResult | null; className?: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={clsx(
        state && 'rounded-lg border px-3 py-2 text-sm',
        state?.ok === true && 'border-green-200 bg-green-50 text-green-800',
        state?.ok === false && 'border-red-200 bg-red-50 text-red-800',
        className,
      )}
    >
      {state?.message}
    </p>
  );
}
