'use client';

import type { ReactNode } from 'react';
import type { PaymentMode } from '@/platform/orders/contract/orders';
import type { CodTerms } from '@/modules/offers/types';
import { formatRupees } from '@/lib/format/money';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { usePlatformMessage } from '@/modules/checkout/use-platform-message';

interface Props {
  mode: PaymentMode;
  onChange: (mode: PaymentMode) => void;
  /** Whether the shop takes online payments; without them only cash on delivery is offered. */
  onlinePayment: boolean;
  disabled?: boolean;
  /** The shop's discount for paying online, in %, once the platform has priced the order (null before; 0: none). */
  discountPercent: number | null;
  /** Cash on delivery for this cart and address, as the platform priced it (null before its answer). */
  cod: CodTerms | null;
  /** What paying online saves against cash on delivery, rupees (the platform's prepaid_saving; 0: nothing). */
  prepaidSaving: number;
  codPanel: ReactNode;
}

/**
 * COD (default) or, when the shop takes online payments, Razorpay; each with its panel. COD carries its fee and the
 * nudge to pay online (what it saves), or is disabled with the platform's reason where the shop does not offer it.
 */
export function PaymentMethodSection({ mode, onChange, onlinePayment, disabled, discountPercent, cod, prepaidSaving, codPanel }: Props) {
  const t = useTranslations('Checkout.payment');
  const say = usePlatformMessage();
  const discount = discountPercent ? discountPercent : 0;
  const codRefused = cod !== null && !cod.available;
  const option = (value: PaymentMode, title: string, text: ReactNode, panel: ReactNode, off = false) => (
    <div
      className={clsx(
        'rounded-xl border-2 p-4',
        mode === value && !off ? 'border-shop-primary bg-shop-primary/[0.03]' : 'border-gray-200',
        off && 'bg-gray-50',
      )}
    >
      <label className={clsx('flex items-start gap-3', off ? 'cursor-not-allowed' : 'cursor-pointer')}>
        <input
          type="radio"
          name="payment-method"
          value={value}
          checked={mode === value && !off}
          disabled={disabled || off}
          onChange={() => onChange(value)}
          className="mt-1 h-5 w-5 accent-shop-primary"
        />
        <span>
          <span className={clsx('block font-semibold', off ? 'text-gray-500' : 'text-gray-900')}>{title}</span>
          <span className="block text-sm text-gray-600">{text}</span>
        </span>
      </label>
      {mode === value && !off && panel}
    </div>
  );

  const codText = codRefused ? (
    <span data-testid="cod-unavailable" className="font-medium text-red-700">
      {say(cod.reason)}
    </span>
  ) : (
    <>
      {t('codText')}
      {cod && cod.fee > 0 && t('codFee', { fee: formatRupees(cod.fee) })}
      {onlinePayment && prepaidSaving > 0 && (
        <strong data-testid="prepaid-nudge" className="block text-green-700">
          {t('nudge', { amount: formatRupees(prepaidSaving) })}
        </strong>
      )}
    </>
  );

  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t('legend')}</legend>
      {option('COD', t('cod'), codText, codPanel, codRefused)}
      {onlinePayment &&
        option(
          'ONLINE',
          t('razorpay'),
          <>
            {t('onlineText')} {discount > 0 && <strong className="text-green-700">{t('onlineOff', { percent: discount })}</strong>}
          </>,
          <p className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-800">
            {discount > 0 && t('onlineApplied', { percent: discount })}
            {t('onlineWindow')}
          </p>,
        )}
    </fieldset>
  );
}
