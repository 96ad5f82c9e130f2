'use client';

import clsx from 'clsx';
import { useActionState, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import { setOnlineDiscountAction } from '@/modules/console/coupons/coupons-actions';

/** The shop's discount for paying online (0–20 %), taken off what is left after any offer and coupon. */
export function OnlineDiscountForm({ percent }: { percent: number }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(setOnlineDiscountAction, null);
  const [typed, setTyped] = useState(String(percent));
  const error = state?.ok === false ? state.message : null;
  return (
    <form action={action} noValidate className="space-y-3 rounded-xl border border-gray-200 bg-white p-4" aria-labelledby="online-discount-heading">
      <h2 id="online-discount-heading" className="text-lg font-semibold">
        Online payment discount
      </h2>
      <div>
        <label htmlFor="online-discount" className="mb-1 block text-sm font-medium text-gray-800">
          Discount for paying online (%)
        </label>
        <div className="flex gap-2">
          <input
            id="online-discount"
            name="percent"
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={clsx('online-discount-note', error && 'online-discount-error')}
            className={clsx(inputClass, 'max-w-28')}
          />
          <ConsoleButton type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save'}
          </ConsoleButton>
        </div>
        {error && (
          <p id="online-discount-error" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
        <p id="online-discount-note" className="mt-1 text-xs text-gray-600">
          0 to 20. Shoppers who pay online save this share of their cart after any offer and coupon (delivery not included); 0 turns it off.
        </p>
      </div>
      <ActionStatus state={state?.ok ? state : null} />
    </form>
  );
}
