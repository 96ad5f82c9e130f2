'use client';

import { useLocale, useTranslations } from 'next-intl';
import { isLocale } from '@/lib/i18n/locales';
import clsx from 'clsx';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { PINCODE_MESSAGE, PINCODE_PATTERN } from '@/platform/customers/contract/addresses';
import { inputClass } from '@/components/ui/form-field';
import { parseDeliveryPin, readDeliveryPin, rememberDeliveryPin, subscribeDeliveryPin } from '@/modules/delivery/delivery-pin-cookie';
import { deliveryPromise, pageMessage, type DeliveryTranslator } from '@/modules/delivery/delivery-promise';
import type { PincodeCheck } from '@/modules/delivery/pincode-check';
import { checkPincode } from '@/modules/delivery/pincode-lookup';

interface Props {
  /** The product page's ASIN, so the platform answers for that product. */
  product?: string;
  /** The checkout's selected address's PIN code: checked without asking (the shopper may still check another). */
  addressPin?: string;
  /** What to say of cash on delivery before a PIN code is checked (the product page's 'Cash On Delivery available'). */
  codUntilChecked?: string;
  className?: string;
}

type Outcome = { pin: string; check: PincodeCheck } | { pin: string; failure: string };

/**
 * "Check delivery": asks once for a PIN code (remembered in the delivery_pin cookie), then says "Delivery by Fri, 29
 * Nov" or "Not deliverable to 744101", and whether cash on delivery is offered there, in the page's language (the
 * platform's English reasons and refusals through delivery-messages.ts on a Hindi page). It asks the platform nothing
 * until the shopper checks a PIN code or one is remembered, so a cached page stays cached; the answer is announced
 * (aria-live) and "Change" asks again.
 */
export function DeliveryCheck({ product, addressPin, codUntilChecked, className }: Props) {
  const remembered = useSyncExternalStore(subscribeDeliveryPin, readDeliveryPin, noPin);
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  const t = useTranslations('Delivery');
  const language = useLocale();
  const locale = isLocale(language) ? language : 'en';
  const fromAddress = parseDeliveryPin(addressPin);
  // A PIN code the shopper typed here, for the address it was typed beside (another address is checked afresh).
  const [typedFor, setTypedFor] = useState<{ address: string | null; pin: string } | null>(null);
  const pin = (typedFor && typedFor.address === fromAddress ? typedFor.pin : null) ?? fromAddress ?? remembered;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  const focusChange = useRef(false);
  const id = useId();

  const shown = outcome?.pin === pin ? outcome : null;
  useEffect(() => {
    if (!pin || shown) return;
    let live = true;
    void checkPincode(pin, product).then((result) => {
      if (!live) return;
      setOutcome(result.ok ? { pin, check: result.data } : { pin, failure: result.message });
      // The selected address's PIN code is remembered for the product pages, when none was.
      if (result.ok && !readDeliveryPin()) rememberDeliveryPin(pin);
    });
    return () => {
      live = false;
    };
  }, [pin, shown, product]);

  useEffect(() => {
    if (focusChange.current && change.current) {
      focusChange.current = false;
      change.current.focus();
    }
  });

  const asking = !pin || editing;

  function ask() {
    setTyped(pin ?? '');
    setError('');
    setEditing(true);
    requestAnimationFrame(() => input.current?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    const wanted = typed.trim();
    if (!PINCODE_PATTERN.test(wanted)) {
      setError(PINCODE_MESSAGE);
      input.current?.focus();
      return;
    }
    setChecking(true);
    const result = await checkPincode(wanted, product);
    setChecking(false);
    if (!result.ok) {
      setError(result.message);
      input.current?.focus();
      return;
    }
    setOutcome({ pin: wanted, check: result.data });
    setTypedFor({ address: fromAddress, pin: wanted });
    rememberDeliveryPin(wanted);
    setEditing(false);
    focusChange.current = true;
  }

  const errorId = `${id}-error`;
  return (
    <section
      aria-label={t('section')}
      data-testid="delivery-check"
      data-hydrated={hydrated || undefined}
      className={clsx('rounded-lg border border-gray-200 bg-white p-3 text-sm', className)}
    >
      {asking ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={`${id}-pin`} className="mb-1.5 flex items-center gap-2 font-semibold text-gray-900">
            <TruckIcon />
            {t('check')}
          </label>
          <div className="flex gap-2">
            <input
              ref={input}
              id={`${id}-pin`}
              name="delivery-pincode"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value.replace(/\D/g, '').slice(0, 6));
                setError('');
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && pin) setEditing(false);
              }}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              placeholder={t('pinPlaceholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={clsx(inputClass, 'min-w-0 flex-1 tabular-nums')}
            />
            <button
              type="submit"
              disabled={checking}
              className="min-h-11 shrink-0 rounded-lg border border-shop-primary px-4 font-semibold text-shop-primary hover:bg-shop-primary/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary disabled:opacity-60"
            >
              {checking ? t('checking') : t('checkButton')}
            </button>
            {pin && (
              <button
                type="button"
                onClick={() => setEditing(false)}
                className="min-h-11 shrink-0 rounded-lg px-2 font-semibold text-gray-600 hover:text-gray-900 focus-visible:outline-2"
              >
                {t('cancel')}
              </button>
            )}
          </div>
          {error && (
            <p id={errorId} role="alert" className="mt-1.5 text-red-700" data-testid="delivery-error">
              {pageMessage(error, locale, t as DeliveryTranslator)}
            </p>
          )}
        </form>
      ) : null}
      <div aria-live="polite" aria-atomic="true">
        {!asking && pin && <Answer pin={pin} outcome={shown} onChange={ask} changeRef={change} />}
      </div>
      {asking && codUntilChecked && (
        <p className="mt-2 flex items-center gap-2 font-medium text-gray-800">
          <CashIcon />
          {codUntilChecked}
        </p>
      )}
    </section>
  );
}

function Answer({
  pin,
  outcome,
  onChange,
  changeRef,
}: {
  pin: string;
  outcome: Outcome | null;
  onChange: () => void;
  changeRef: React.RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('Delivery');
  const language = useLocale();
  const locale = isLocale(language) ? language : 'en';
  const changeButton = (
    <button
      ref={changeRef}
      type="button"
      onClick={onChange}
      aria-label={t('changePin', { pincode: pin })}
      className="inline-flex min-h-11 shrink-0 items-center rounded-md px-2 font-semibold text-shop-primary hover:underline focus-visible:outline-2 focus-visible:outline-shop-primary"
    >
      {t('change')}
    </button>
  );
  if (!outcome) {
    return (
      <p className="flex items-center gap-2 text-gray-600" data-testid="delivery-promise">
        <TruckIcon />
        {t('checkingTo', { pincode: pin })}
      </p>
    );
  }
  if ('failure' in outcome) {
    return (
      <div className="flex items-center gap-2">
        <TruckIcon />
        <p className="min-w-0 flex-1 text-red-700" data-testid="delivery-promise">
          {pageMessage(outcome.failure, locale, t as DeliveryTranslator)}
        </p>
        {changeButton}
      </div>
    );
  }
  const promise = deliveryPromise(outcome.check, locale, t as DeliveryTranslator);
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <TruckIcon className={promise.deliverable ? 'text-green-700' : 'text-red-700'} />
        <div className="min-w-0 flex-1">
          <p className={clsx('font-semibold', promise.deliverable ? 'text-green-800' : 'text-red-700')} data-testid="delivery-promise">
            {promise.headline}
          </p>
          <p className="text-gray-600" data-testid="delivery-place">
            {promise.deliverable ? t('toPlace', { place: promise.place }) : promise.place}
          </p>
        </div>
        {changeButton}
      </div>
      {promise.cod && (
        <p className={clsx('flex items-start gap-2', promise.codAvailable ? 'text-gray-800' : 'text-amber-800')} data-testid="delivery-cod">
          <CashIcon />
          {promise.cod}
        </p>
      )}
    </div>
  );
}

function TruckIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={clsx('h-5 w-5 shrink-0', className ?? 'text-shop-secondary')}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M1 5h13v11H1zM14 9h4l3 3v4h-7z" strokeLinejoin="round" />
      <circle cx="5.5" cy="17.5" r="1.8" />
      <circle cx="17.5" cy="17.5" r="1.8" />
    </svg>
  );
}

function CashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 text-shop-secondary" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 9v6M18 9v6" />
    </svg>
  );
}

const noPin = () => null;
const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;
