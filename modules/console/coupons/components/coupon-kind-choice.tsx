import clsx from 'clsx';
import type { CouponFormValues } from '@/modules/console/coupons/coupon-form';

type CouponKind = CouponFormValues['kind'];

const KIND_OPTIONS: { value: CouponKind; label: string; hint: string }[] = [
  { value: 'PERCENT', label: 'Percent off', hint: 'e.g. 10% off, at most ₹200' },
  { value: 'FLAT', label: 'Flat ₹ off', hint: 'e.g. ₹100 off' },
  { value: 'FREE_DELIVERY', label: 'Free delivery', hint: 'The delivery charge is waived' },
];

/** What a coupon gives: one of three cards with a radio each, and the platform's refusal under them. */
export function CouponKindChoice({ kind, onChange, error }: { kind: CouponKind; onChange: (kind: CouponKind) => void; error: string | null }) {
  return (
    <fieldset aria-describedby={error ? 'coupon-kind-error' : undefined}>
      <legend className="mb-1 block text-sm font-medium text-gray-800">What it gives</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {KIND_OPTIONS.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
              kind === option.value ? 'border-indigo-600 bg-indigo-50' : 'border-gray-300 bg-white',
            )}
          >
            <input
              type="radio"
              name="kind"
              value={option.value}
              checked={kind === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 accent-indigo-700"
            />
            <span>
              <span className="block font-semibold">{option.label}</span>
              <span className="block text-xs text-gray-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="coupon-kind-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
