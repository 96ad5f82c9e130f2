'use client';

import { startTransition, useActionState, useId, useState, type FormEvent } from 'react';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { moveOrderOn } from '@/modules/console/orders/orders-actions';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { COMMON_COURIERS, type ForwardStatus } from '@/platform/orders/contract/console-orders';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

/**
 * Moves an order on to one of its next statuses (forward only, one step or more). Shipped asks for the courier and
 * the tracking number, which the shopper then sees on tracking and in the mail.
 */
export function OrderMoveForm({ number, next, courier, done }: { number: string; next: readonly ForwardStatus[]; courier: string; done: string }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(moveOrderOn, null);
  const [picked, setStatus] = useState<ForwardStatus | null>(null);
  const couriersId = useId();
  // Nothing is chosen until the shop chooses: after a move the choices change, and the one picked may no longer be
  // among them; the next step is not offered ready to click under the last one's message.
  const status = picked && next.includes(picked) ? picked : null;
  const refusal = state && !state.ok ? state : null;
  const fieldError = (name: string) => (refusal?.field === name ? refusal.message : null);
  // Kept mounted when nothing is left to do, so the last move's message stays on screen.
  if (!next.length) {
    return state?.ok ? <FormAlert tone="success">{state.message}</FormAlert> : <p className="text-sm text-gray-700">{done}</p>;
  }
  // Dispatched by hand rather than through the form's action: a form action resets the form afterwards, which would
  // wipe a refused courier or tracking number and put the radios back to their first choice.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  }
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <input type="hidden" name="number" value={number} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-800">Move the order to</legend>
        <div className="flex flex-wrap gap-2">
          {next.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:ring-2 has-focus-visible:ring-indigo-500"
            >
              <input type="radio" name="status" value={option} checked={status === option} onChange={() => setStatus(option)} className="h-4 w-4" />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      {status === 'Shipped' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label="Courier"
            name="courier_name"
            defaultValue={courier}
            maxLength={80}
            required
            list={couriersId}
            autoComplete="off"
            hint="Choose one of the list, or type another."
            error={fieldError('courier_name')}
          />
          <datalist id={couriersId}>
            {COMMON_COURIERS.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <FormField
            label="Tracking number"
            name="tracking_number"
            maxLength={40}
            required
            autoComplete="off"
            error={fieldError('tracking_number')}
          />
        </div>
      )}
      <FormField label="Note for the timeline (optional)" name="note" maxLength={300} error={fieldError('note')} />
      {state && (state.ok || !['courier_name', 'tracking_number', 'note'].includes(state.field ?? '')) && (
        <FormAlert tone={state.ok ? 'success' : 'error'}>{state.message}</FormAlert>
      )}
      <ConsoleButton type="submit" disabled={pending}>
        {pending ? 'Saving…' : status ? `Mark as ${status}` : 'Move the order'}
      </ConsoleButton>
    </form>
  );
}
