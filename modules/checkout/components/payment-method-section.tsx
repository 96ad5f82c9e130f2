'use client';

import type { ReactNode } from 'react';
import type { PaymentMode } from '@/platform/orders/contract/orders';
import clsx from 'clsx';

interface Props {
  mode: PaymentMode;
  onChange: (mode: PaymentMode) => void;
  /** Whether the shop takes online payments; without them only cash on delivery is offered. */
  onlinePayment: boolean;
  disabled?: boolean;
  /** The shop's discount for paying online, in %, once the platform has priced the order (null before; 0: none). */
  discountPercent: number | null;
  codPanel: ReactNode;
}

/** COD (default) or, when the shop takes online payments, Razorpay; each with its panel. */
export function PaymentMethodSection({ mode, onChange, onlinePayment, disabled, discountPercent, codPanel }: Props) {
  const discount = discountPercent ? discountPercent : 0;
  const option = (value: PaymentMode, title: string, text: ReactNode, panel: ReactNode) => (
    <div className={clsx('rounded-xl border-2 p-4', mode === value ? 'border-shop-primary bg-shop-primary/[0.03]' : 'border-gray-200')}>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="radio"
          name="payment-method"
          value={value}
          checked={mode === value}
          disabled={disabled}
          onChange={() => onChange(value)}
          className="mt-1 h-5 w-5 accent-shop-primary"
        />
        <span>
          <span className="block font-semibold text-gray-900">{title}</span>
          <span className="block text-sm text-gray-600">{text}</span>
        </span>
      </label>
      {mode === value && panel}
    </div>
  );

  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Payment method</legend>
      {option('COD', 'Cash on Delivery', 'Pay in cash or by UPI when your order arrives.', codPanel)}
      {onlinePayment &&
        option(
          'ONLINE',
          'Razorpay',
          <>UPI, cards, net banking and wallets. {discount > 0 && <strong className="text-green-700">Pay online and get {discount}% off.</strong>}</>,
          <p className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-800">
            {discount > 0 && `The ${discount}% online discount is applied in your order summary. `}A secure Razorpay window opens when you place the
            order.
          </p>,
        )}
    </fieldset>
  );
}
