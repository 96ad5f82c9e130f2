'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import clsx from 'clsx';
import { Icon } from '@/components/ui/account-icons';
import { inputClass } from '@/components/ui/form-field';
import { COUPON_REQUIRED_MESSAGE } from '@/lib/store/messages';
import { COUPON_CODE_MAX, COUPON_CODE_PATTERN } from '@/platform/offers/contract/shopper-offers';
import type { CouponVerdict } from '@/modules/offers/types';
import { COUPON_NOT_VALID_MESSAGE } from '@/platform/offers/contract/coupon-messages';
import { useShopOffers } from './use-shop-offers';
import { useOfferMessage } from '@/modules/offers/use-offer-message';

interface Props {
  /** The code chosen for the visit ('' for none). */
  code: string;
  /** The platform's verdict on it, once priced (null while it is being priced, or with no code). */
  verdict: CouponVerdict | null;
  /** A refusal of the code when the order was placed: said on the row, over the earlier verdict. */
  refusal?: string;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * "Apply coupon" in the cart and at checkout: a code typed or picked from the shop's available offers, the platform's
 * verdict (the saving, or why the code does not apply), and Remove. The code is priced by the platform, never here.
 */
export function CouponRow({ code, verdict, refusal, onApply, onRemove }: Props) {
  const id = useId();
  const t = useTranslations('Offers');
  const said = useOfferMessage();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const offers = useShopOffers();
  const current = verdict && verdict.code === code ? verdict : null;
  const applied = Boolean(current?.applied) && !refusal;
  const reason = refusal || (current && !current.applied ? current.message : '') || problem;

  function apply(value: string) {
    const next = value.trim();
    if (!next) return setProblem(COUPON_REQUIRED_MESSAGE);
    if (!COUPON_CODE_PATTERN.test(next)) return setProblem(COUPON_NOT_VALID_MESSAGE);
    setProblem('');
    setTyped('');
    onApply(next.toUpperCase());
  }

  const available = (offers.data?.coupons ?? []).filter((coupon) => coupon.code !== code || !applied);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-gray-200 bg-white p-4" data-testid="coupon-row">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-gray-900">
        <Icon name="tag" className="h-5 w-5 text-shop-primary" />
        {t('applyCoupon')}
      </h2>
      {code && (applied || current || refusal) && (
        <div
          className={clsx(
            'mt-3 flex items-center justify-between gap-3 rounded-lg border px-3 py-2',
            applied ? 'border-green-200 bg-green-50' : 'border-gray-200 bg-gray-50',
          )}
        >
          <p className="min-w-0 text-sm">
            <span className="font-mono font-bold tracking-wide text-gray-900">{code}</span>
            {applied && current && (
              <span className="block font-medium text-green-800" data-testid="coupon-applied">
                {said.message(current.message)}
              </span>
            )}
          </p>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('removeCoupon', { code })}
            className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-semibold text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-primary"
          >
            {t('remove')}
          </button>
        </div>
      )}
      {!applied && (
        <form
          className="mt-3 flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            apply(typed);
          }}
        >
          <label htmlFor={id} className="sr-only">
            {t('couponCode')}
          </label>
          <input
            id={id}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('enterCouponCode')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={COUPON_CODE_MAX}
            className={`${inputClass} min-w-0 flex-1 uppercase placeholder:normal-case`}
          />
          <button
            type="submit"
            className="min-h-11 shrink-0 rounded-lg border border-shop-primary px-4 font-semibold text-shop-primary hover:bg-shop-primary/5 focus-visible:outline-2 focus-visible:outline-shop-primary"
          >
            {t('apply')}
          </button>
        </form>
      )}
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden" data-testid="coupon-message">
        {applied ? '' : said.message(reason)}
      </p>
      {available.length > 0 && (
        <div className="mt-3">
          <h3 className="text-xs font-bold tracking-wide text-gray-500 uppercase">{t('availableOffers')}</h3>
          <ul className="mt-2 space-y-2">
            {available.map((coupon) => (
              <li key={coupon.code}>
                <button
                  type="button"
                  onClick={() => apply(coupon.code)}
                  aria-label={t('applyOffer', { code: coupon.code, title: said.message(coupon.title) })}
                  className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-dashed border-shop-primary/50 px-3 py-2 text-left hover:bg-shop-primary/5 focus-visible:outline-2 focus-visible:outline-shop-primary"
                >
                  <span className="min-w-0 text-sm">
                    <span className="font-mono font-bold tracking-wide text-gray-900">{coupon.code}</span>
                    <span className="ml-2 font-medium text-gray-900">{said.message(coupon.title)}</span>
                    {coupon.condition && <span className="block text-xs text-gray-600">{said.condition(coupon.condition)}</span>}
                  </span>
                  <span className="shrink-0 text-sm font-bold text-shop-primary">{t('apply')}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(offers.data?.offers.length ?? 0) > 0 && (
        <ul className="mt-3 space-y-1 text-xs text-green-800" aria-label={t('autoOffers')}>
          {offers.data!.offers.map((title) => (
            <li key={title}>{t('appliedAutomatically', { title: said.message(title) })}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
