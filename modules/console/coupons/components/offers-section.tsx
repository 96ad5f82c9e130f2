'use client';

import clsx from 'clsx';
import { startTransition, useActionState, useState, type FormEvent } from 'react';
import { inputClass } from '@/components/ui/form-field';
import type { OfferRow } from '@/platform/offers/contract/console-coupons';
import { MAX_ACTIVE_OFFERS } from '@/platform/offers/contract/coupon-messages';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import { deleteOfferAction, saveOfferAction, setOfferStatusAction } from '@/modules/console/coupons/coupons-actions';

function confirmDelete(offer: OfferRow) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(`Delete the offer “${offer.title}”?`)) event.preventDefault();
  };
}

/** The shop's automatic offers (no code): each with pause or resume and delete, answered above the list. */
function OfferList({ offers }: { offers: readonly OfferRow[] }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(
    (previous, form) => (form.get('intent') === 'delete' ? deleteOfferAction(previous, form) : setOfferStatusAction(previous, form)),
    null,
  );
  return (
    <div className="space-y-2">
      <ActionStatus state={state} />
      {offers.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-3 text-sm text-gray-700">No automatic offers yet.</p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label="Automatic offers">
          {offers.map((offer) => (
            <li key={offer.id} data-testid="offer-row" className="flex flex-wrap items-center gap-2 py-3">
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold">{offer.title}</span>
                <span
                  className={clsx(
                    'mt-1 inline-block rounded px-1.5 py-0.5 text-xs font-semibold',
                    offer.status === 'active' ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900',
                  )}
                >
                  {offer.status === 'active' ? 'Active' : 'Paused'}
                </span>
              </span>
              <form action={action}>
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="id" value={offer.id} />
                <input type="hidden" name="status" value={offer.status === 'active' ? 'paused' : 'active'} />
                <ConsoleButton
                  type="submit"
                  tone="secondary"
                  disabled={pending}
                  aria-label={`${offer.status === 'active' ? 'Pause' : 'Resume'} the offer ${offer.title}`}
                >
                  {offer.status === 'active' ? 'Pause' : 'Resume'}
                </ConsoleButton>
              </form>
              <form action={action} onSubmit={confirmDelete(offer)}>
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={offer.id} />
                <ConsoleButton
                  type="submit"
                  tone="secondary"
                  disabled={pending}
                  aria-label={`Delete the offer ${offer.title}`}
                  className="text-red-700"
                >
                  Delete
                </ConsoleButton>
              </form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const OFFER_FIELDS = ['minItems', 'percent', 'minCartRupees', 'flatRupees'] as const;

/** A new automatic offer: "N or more items: X% off" or "Spend ₹X: ₹Y off". */
function NewOfferForm() {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(saveOfferAction, null);
  const [kind, setKind] = useState<'ITEMS_PERCENT' | 'SPEND_FLAT'>('ITEMS_PERCENT');
  const [values, setValues] = useState({ minItems: '2', percent: '10', minCartRupees: '', flatRupees: '' });
  const refusal = state && !state.ok ? state : null;
  const fieldError = (name: (typeof OFFER_FIELDS)[number]) => (refusal?.field === name ? refusal.message : null);
  const shownElsewhere = refusal?.field && (OFFER_FIELDS as readonly string[]).includes(refusal.field);
  // Dispatched by hand: a form action resets the form afterwards, putting the kind's radios back beside a refusal.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  }
  const input = (name: (typeof OFFER_FIELDS)[number], label: string) => {
    const id = `offer-${name}`;
    const error = fieldError(name);
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
          {label}
        </label>
        <input
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <form
      action={action}
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-lg border border-gray-200 p-3"
      aria-labelledby="new-offer-heading"
    >
      <h3 id="new-offer-heading" className="text-sm font-semibold">
        New automatic offer
      </h3>
      <fieldset>
        <legend className="sr-only">Kind of offer</legend>
        <div className="flex flex-wrap gap-2">
          {(
            [
              ['ITEMS_PERCENT', 'Items: % off'],
              ['SPEND_FLAT', 'Spend: ₹ off'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                kind === value ? 'border-indigo-600 bg-indigo-50' : 'border-gray-300',
              )}
            >
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="size-4 accent-indigo-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        {kind === 'ITEMS_PERCENT' ? (
          <>
            {input('minItems', 'Items, at least')}
            {input('percent', 'Percent off (%)')}
          </>
        ) : (
          <>
            {input('minCartRupees', 'Spend at least (₹)')}
            {input('flatRupees', 'Amount off (₹)')}
          </>
        )}
      </div>
      <ConsoleButton type="submit" disabled={pending}>
        {pending ? 'Adding…' : 'Add offer'}
      </ConsoleButton>
      <ActionStatus state={state && (state.ok || !shownElsewhere) ? state : null} />
    </form>
  );
}

/**
 * Automatic offers: no code, the best one that applies comes off every cart before any coupon, and the shop's product
 * pages and cart tell shoppers about them.
 */
export function OffersSection({ offers }: { offers: readonly OfferRow[] }) {
  return (
    <section aria-labelledby="offers-heading" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      <div>
        <h2 id="offers-heading" className="text-lg font-semibold">
          Automatic offers
        </h2>
        <p className="text-sm text-gray-600">
          No code needed: the best one that applies comes off the cart before any coupon, and shoppers see “Add 1 more item to save 10%”. At most{' '}
          {MAX_ACTIVE_OFFERS} active at a time.
        </p>
      </div>
      <OfferList offers={offers} />
      <NewOfferForm />
    </section>
  );
}
