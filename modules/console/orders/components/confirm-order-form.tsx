'use client';

import { useActionState } from 'react';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import { confirmAwaitingOrder } from '@/modules/console/orders/orders-actions';

/** Confirms a cash-on-delivery order waiting for it, once the shop has called the shopper; the platform's answer below. */
export function ConfirmOrderForm({ number }: { number: string }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(confirmAwaitingOrder, null);
  return (
    <form action={action} className="contents">
      <input type="hidden" name="number" value={number} />
      <ConsoleButton type="submit" disabled={pending} aria-label={`Confirm order ${number}`}>
        {pending ? 'Confirming…' : 'Confirm'}
      </ConsoleButton>
      <ActionStatus state={state} className={state ? 'basis-full' : undefined} />
    </form>
  );
}
