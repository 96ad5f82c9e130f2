'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { startTransition, useActionState, useEffect, useState, type FormEvent } from 'react';
import { inputClass } from '@/components/ui/form-field';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { RefusalSummary } from '@/modules/console/shell/components/refusal-summary';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import { ConsoleField } from '@/modules/console/shell/components/console-field';
import { saveCouponAction } from '@/modules/console/coupons/coupons-actions';
import type { CouponFormValues } from '@/modules/console/coupons/coupon-form';
import { COUPONS_PATH } from '@/modules/console/coupons/coupon-paths';
import { CouponKindChoice } from './coupon-kind-choice';

export interface CouponCategory {
  id: number;
  name: string;
}

/** The fields the platform names in a refusal, and where this form shows each. */
const FIELDS = [
  'code',
  'kind',
  'percent',
  'capRupees',
  'flatRupees',
  'minCartRupees',
  'startsOn',
  'endsOn',
  'totalUses',
  'usesPerShopper',
  'categoryIds',
  'productIds',
  'status',
] as const;

/**
 * Creating or editing a coupon, one column on a phone: the code, what it gives, when and for whom, what it is limited
 * to, and whether it is on. The platform checks everything; its refusal shows beside the field it names (others above
 * the Save button), and what was typed stays.
 */
export function CouponForm({
  initial,
  id,
  categories,
}: {
  initial: CouponFormValues;
  /** The coupon being edited; none for a new one. */
  id?: number;
  categories: readonly CouponCategory[];
}) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(saveCouponAction, null);
  const [values, setValues] = useState(initial);
  const set =
    <K extends keyof CouponFormValues>(name: K) =>
    (value: CouponFormValues[K]) =>
      setValues((current) => ({ ...current, [name]: value }));
  const refusal = state && !state.ok ? state : null;
  const field = refusal?.field && (FIELDS as readonly string[]).includes(refusal.field) ? refusal.field : null;
  // A refusal moves focus to its field, whose description reads the message out.
  useEffect(() => {
    if (!refusal || !field) return;
    const target = field === 'productIds' ? 'coupon-productAsins' : field === 'kind' || field === 'categoryIds' ? null : `coupon-${field}`;
    if (target) document.getElementById(target)?.focus();
  }, [refusal, field]);
  const errorOf = (name: (typeof FIELDS)[number]) => (refusal && field === name ? refusal.message : null);
  const text = (
    name: 'code' | 'percent' | 'capRupees' | 'flatRupees' | 'minCartRupees' | 'startsOn' | 'endsOn' | 'totalUses' | 'usesPerShopper',
    extra = {},
  ) => ({
    id: `coupon-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
    autoComplete: 'off',
    'aria-invalid': errorOf(name) ? true : undefined,
    ...extra,
  });
  // Dispatched by hand once hydrated (the form's action is there for a page not yet hydrated): a form action resets
  // the form afterwards, which would put the kind's radios back to their first choice beside a refusal.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  }
  const toggleCategory = (categoryId: number, on: boolean) =>
    set('categoryIds')(on ? [...values.categoryIds, categoryId] : values.categoryIds.filter((other) => other !== categoryId));

  return (
    <form action={action} onSubmit={submit} noValidate className="max-w-2xl space-y-5" aria-label={id ? `Edit coupon ${initial.code}` : 'New coupon'}>
      {id && <input type="hidden" name="id" value={id} />}

      <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-4">
        <ConsoleField id="coupon-code" label="Code" error={errorOf('code')} hint="Letters and digits, up to 20. Shoppers may type it in any case.">
          {(describedBy) => (
            <input
              {...text('code', { maxLength: 20, autoCapitalize: 'characters', spellCheck: false, 'aria-describedby': describedBy })}
              onChange={(event) => set('code')(event.target.value.toUpperCase())}
              className={clsx(inputClass, 'font-mono tracking-wide uppercase')}
            />
          )}
        </ConsoleField>

        <CouponKindChoice kind={values.kind} onChange={set('kind')} error={errorOf('kind')} />

        {values.kind === 'PERCENT' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <ConsoleField id="coupon-percent" label="Percent off (%)" error={errorOf('percent')}>
              {(describedBy) => <input {...text('percent', { inputMode: 'numeric', 'aria-describedby': describedBy })} className={inputClass} />}
            </ConsoleField>
            <ConsoleField id="coupon-capRupees" label="At most (₹, optional)" error={errorOf('capRupees')} hint="Empty: no cap.">
              {(describedBy) => <input {...text('capRupees', { inputMode: 'numeric', 'aria-describedby': describedBy })} className={inputClass} />}
            </ConsoleField>
          </div>
        )}
        {values.kind === 'FLAT' && (
          <ConsoleField id="coupon-flatRupees" label="Amount off (₹)" error={errorOf('flatRupees')}>
            {(describedBy) => (
              <input {...text('flatRupees', { inputMode: 'numeric', 'aria-describedby': describedBy })} className={clsx(inputClass, 'sm:max-w-60')} />
            )}
          </ConsoleField>
        )}
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="margin-note">
          Coupons come out of your margin, never below the supplier’s price: on an item that sells close to the supplier’s price the saving is capped
          at your margin, and a coupon that would always go below it is refused.
        </p>
      </section>

      <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-4" aria-labelledby="coupon-when">
        <h2 id="coupon-when" className="text-base font-semibold">
          When and for whom
        </h2>
        <ConsoleField
          id="coupon-minCartRupees"
          label="Minimum cart value (₹)"
          error={errorOf('minCartRupees')}
          hint="0: any cart. Shoppers below it are told how much more to add."
        >
          {(describedBy) => (
            <input
              {...text('minCartRupees', { inputMode: 'numeric', 'aria-describedby': describedBy })}
              className={clsx(inputClass, 'sm:max-w-60')}
            />
          )}
        </ConsoleField>
        <div className="grid gap-4 sm:grid-cols-2">
          <ConsoleField id="coupon-startsOn" label="First day (optional)" error={errorOf('startsOn')} hint="India time, from midnight.">
            {(describedBy) => <input {...text('startsOn', { type: 'date', 'aria-describedby': describedBy })} className={inputClass} />}
          </ConsoleField>
          <ConsoleField id="coupon-endsOn" label="Last day (optional)" error={errorOf('endsOn')} hint="India time, to midnight.">
            {(describedBy) => <input {...text('endsOn', { type: 'date', 'aria-describedby': describedBy })} className={inputClass} />}
          </ConsoleField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <ConsoleField id="coupon-totalUses" label="Total uses (optional)" error={errorOf('totalUses')} hint="Empty: no limit.">
            {(describedBy) => <input {...text('totalUses', { inputMode: 'numeric', 'aria-describedby': describedBy })} className={inputClass} />}
          </ConsoleField>
          <ConsoleField id="coupon-usesPerShopper" label="Uses per shopper" error={errorOf('usesPerShopper')}>
            {(describedBy) => <input {...text('usesPerShopper', { inputMode: 'numeric', 'aria-describedby': describedBy })} className={inputClass} />}
          </ConsoleField>
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input
            type="checkbox"
            name="firstOrderOnly"
            checked={values.firstOrderOnly}
            onChange={(event) => set('firstOrderOnly')(event.target.checked)}
            className="size-5 accent-indigo-700"
          />
          <span>
            <span className="font-medium">First order only</span>
            <span className="block text-xs text-gray-600">For shoppers who have not ordered from your shop before.</span>
          </span>
        </label>
      </section>

      <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-4" aria-labelledby="coupon-limits">
        <div>
          <h2 id="coupon-limits" className="text-base font-semibold">
            Limited to (optional)
          </h2>
          <p className="text-xs text-gray-600">Nothing chosen: every product. Otherwise only these categories and products get the saving.</p>
        </div>
        {categories.length > 0 && (
          <fieldset aria-describedby={errorOf('categoryIds') ? 'coupon-categoryIds-error' : undefined}>
            <legend className="mb-1 block text-sm font-medium text-gray-800">Categories</legend>
            <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border border-gray-200 p-2 sm:grid-cols-2">
              {categories.map((category) => (
                <li key={category.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-2 text-sm hover:bg-gray-50">
                    <input
                      type="checkbox"
                      name="categoryIds"
                      value={category.id}
                      checked={values.categoryIds.includes(category.id)}
                      onChange={(event) => toggleCategory(category.id, event.target.checked)}
                      className="size-5 accent-indigo-700"
                    />
                    {category.name}
                  </label>
                </li>
              ))}
            </ul>
            {errorOf('categoryIds') && (
              <p id="coupon-categoryIds-error" className="mt-1 text-sm text-red-700">
                {errorOf('categoryIds')}
              </p>
            )}
          </fieldset>
        )}
        <ConsoleField
          id="coupon-productAsins"
          label="Products (ASINs)"
          error={errorOf('productIds')}
          hint="One ASIN a line, as the Prices page shows them."
        >
          {(describedBy) => (
            <textarea
              id="coupon-productAsins"
              name="productAsins"
              rows={3}
              value={values.productAsins}
              onChange={(event) => set('productAsins')(event.target.value)}
              spellCheck={false}
              aria-invalid={errorOf('productIds') ? true : undefined}
              aria-describedby={describedBy}
              className={clsx(inputClass, 'font-mono text-sm')}
            />
          )}
        </ConsoleField>
      </section>

      <section className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={values.status === 'active'}
            onChange={(event) => set('status')(event.target.checked ? 'active' : 'paused')}
            className="size-5 accent-indigo-700"
          />
          <span>
            <span className="font-medium">Active</span>
            <span className="block text-xs text-gray-600">Off: paused, shoppers are told the code is not valid.</span>
          </span>
        </label>
        <input type="hidden" name="status" value={values.status} />
        <RefusalSummary refusal={refusal} onField={Boolean(field)} />
        <div className="flex flex-wrap gap-3">
          <ConsoleButton type="submit" disabled={pending} className="flex-1 sm:flex-none">
            {pending ? 'Saving…' : id ? 'Save coupon' : 'Create coupon'}
          </ConsoleButton>
          <Link
            href={COUPONS_PATH}
            className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-indigo-700 underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
          >
            Cancel
          </Link>
        </div>
      </section>
    </form>
  );
}
