'use client';

import { useId, useState, type FormEvent } from 'react';
import { inputClass, primaryButtonClass } from '@/components/ui/form-field';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { usePlatformMessage } from '@/modules/checkout/use-platform-message';
import { useOrderCode } from './use-order-code';
import { ENTER_CODE_MESSAGE, RESEND_SECONDS } from '@/platform/cod/contract/cod-messages';

interface Props {
  orderId: string;
  /** Where the code went ("98•••••210"; '' when this screen does not know). */
  phoneHint: string;
  /** Seconds before "Resend code" is offered: 30 just after a code was sent (placement), 0 when it may be old. */
  resendAfter?: number;
  /** Heading level of "Confirm your order": the page's h2, or none inside a dialog that has its own title. */
  heading?: boolean;
}

const TONES = { error: 'text-red-700', info: 'text-sky-900', success: 'font-semibold text-green-700' } as const;

/**
 * "Confirm your order": the 6-digit code sent by text message to the shopper's phone, Confirm, and "Resend code"
 * once its countdown is over; the platform's messages in a live region; then "Order confirmed".
 */
export function ConfirmCodeForm({ orderId, phoneHint, resendAfter = RESEND_SECONDS, heading = true }: Props) {
  const id = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const order = useOrderCode(orderId, resendAfter);
  const t = useTranslations('Confirmation.code');
  const say = usePlatformMessage();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (order.confirming) return;
    if (!/^\d{6}$/.test(code)) return setInvalid(true);
    setInvalid(false);
    order.confirm(code);
  }

  const message = invalid ? { tone: 'error' as const, text: ENTER_CODE_MESSAGE } : order.message;
  return (
    <section
      aria-labelledby={heading ? `${id}-title` : undefined}
      data-testid="confirm-code"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      {heading && (
        <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
          {order.confirmed ? t('confirmed') : t('title')}
        </h2>
      )}
      {order.confirmed ? (
        <p className="mt-1 text-sm text-gray-700">
          {!heading && <strong className="block text-base text-green-700">{t('confirmed')}</strong>}
          {t('thanks')}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-gray-700">
            {phoneHint
              ? t.rich('sentTo', { phone: phoneHint, strong: (chunks) => <strong className="whitespace-nowrap">{chunks}</strong> })
              : t('sentToPhone')}
          </p>
          <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="sm:w-44">
              <label htmlFor={`${id}-code`} className="mb-1 block text-sm font-medium text-gray-800">
                {t('label')}
              </label>
              <input
                id={`${id}-code`}
                name="code"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
                  setInvalid(false);
                }}
                autoComplete="one-time-code"
                inputMode="numeric"
                pattern="\d{6}"
                maxLength={6}
                aria-invalid={message?.tone === 'error' ? true : undefined}
                aria-describedby={`${id}-message`}
                className={clsx(inputClass, 'text-center font-mono text-xl tracking-[0.4em]')}
              />
            </div>
            <button type="submit" disabled={order.confirming} className={clsx(primaryButtonClass, 'sm:w-auto')}>
              {order.confirming ? t('confirming') : t('confirm')}
            </button>
          </form>
        </>
      )}
      <p id={`${id}-message`} aria-live="polite" data-testid="code-message" className={clsx('mt-2 min-h-5 text-sm', message && TONES[message.tone])}>
        {say(message?.text ?? '')}
      </p>
      {!order.confirmed && (
        <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-gray-700">
          <span>{t('notReceived')}</span>
          {order.waitLeft > 0 ? (
            <span data-testid="resend-countdown" className="tabular-nums">
              {t('resendIn', { seconds: order.waitLeft })}
            </span>
          ) : (
            <button
              type="button"
              onClick={order.resend}
              disabled={order.resending}
              className="min-h-11 font-semibold text-shop-primary hover:underline disabled:opacity-60"
            >
              {order.resending ? t('sending') : t('resend')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
