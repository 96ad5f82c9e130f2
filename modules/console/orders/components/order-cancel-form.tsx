'use client';

import { startTransition, useActionState, useId, useState, type FormEvent } from 'react';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { cancelOrderItems } from '@/modules/console/orders/orders-actions';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

interface Props {
  number: string;
  /** One item's line id; absent for the whole order. */
  lineId?: number;
  /** What is cancelled, as the confirmation says it ('HOLI T-SHIRT (M)', 'every open item of this order'). */
  what: string;
  /** What the shopper gets back, as the confirmation says it ('' when nothing was paid). */
  refund: string;
  /** False once it can no longer be cancelled: the form stays mounted so its last message stays on screen. */
  cancellable: boolean;
}

/**
 * Cancels an item or the whole order with a reason, after a second, explicit confirmation: stock goes back, a paid
 * online order is refunded and the shopper is mailed the reason.
 */
export function OrderCancelForm({ number, lineId, what, refund, cancellable }: Props) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(cancelOrderItems, null);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const label = lineId ? 'Cancel item' : 'Cancel order';
  // Dispatched by hand (not the form's action), so a refused reason stays in its field instead of being reset. Enter
  // in the reason field asks for the confirmation first, like the button.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirming) {
      setConfirming(true);
      return;
    }
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  }
  if (state?.ok) return <FormAlert tone="success">{state.message}</FormAlert>;
  if (!cancellable) return null;
  if (!open) {
    return (
      <ConsoleButton tone="secondary" onClick={() => setOpen(true)} aria-controls={id} aria-expanded={false} className="text-red-700">
        {label}…
      </ConsoleButton>
    );
  }
  return (
    <form id={id} onSubmit={submit} className="space-y-3 rounded-lg border border-red-200 bg-red-50/50 p-3" noValidate>
      <input type="hidden" name="number" value={number} />
      {lineId && <input type="hidden" name="line_id" value={lineId} />}
      <FormField
        label="Reason (sent to the shopper)"
        name="reason"
        required
        minLength={3}
        maxLength={300}
        autoFocus
        onChange={() => setConfirming(false)}
        error={state && !state.ok && state.field === 'reason' ? state.message : null}
      />
      {state && !state.ok && state.field !== 'reason' && <FormAlert>{state.message}</FormAlert>}
      {confirming ? (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="space-y-3">
          <p id={`${id}-confirm`} className="text-sm font-medium text-red-900">
            Cancel {what}? The stock goes back{refund ? `, ${refund} is refunded` : ''} and the shopper is mailed. This cannot be undone.
          </p>
          <div className="flex flex-wrap gap-2">
            <ConsoleButton type="submit" tone="danger" disabled={pending}>
              {pending ? 'Cancelling…' : `Yes, ${label.toLowerCase()}`}
            </ConsoleButton>
            <ConsoleButton tone="secondary" onClick={() => setConfirming(false)}>
              No, keep it
            </ConsoleButton>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <ConsoleButton tone="danger" onClick={() => setConfirming(true)}>
            {label}
          </ConsoleButton>
          <ConsoleButton
            tone="secondary"
            onClick={() => {
              setOpen(false);
              setConfirming(false);
            }}
          >
            Close
          </ConsoleButton>
        </div>
      )}
    </form>
  );
}
