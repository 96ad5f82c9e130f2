'use client';

import { useTranslations } from 'next-intl';
import type { Totals } from '@/platform/cart/contract/totals';
import { formatRupees } from '@/lib/format/money';
import { useOfferMessage } from '@/modules/offers/use-offer-message';

/**
 * The platform's savings on a cart, each on its own row of a price summary: the automatic offer (under its own title)
 * and the coupon. Nothing shows for a saving of 0 (a guest's fallback totals have none).
 */
export function SavingRows({ totals, rowClass }: { totals: Totals; rowClass: string }) {
  const t = useTranslations('Offers');
  const said = useOfferMessage();
  return (
    <>
      {totals.autoOffer > 0 && (
        <div className={`${rowClass} text-green-700`}>
          <dt>{totals.autoOfferLabel ? said.message(totals.autoOfferLabel) : t('offerSaving')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="saving-auto-offer">
            −{formatRupees(totals.autoOffer)}
          </dd>
        </div>
      )}
      {totals.coupon > 0 && (
        <div className={`${rowClass} text-green-700`}>
          <dt>{t('couponSaving', { code: totals.couponCode })}</dt>
          <dd className="font-semibold tabular-nums" data-testid="saving-coupon">
            −{formatRupees(totals.coupon)}
          </dd>
        </div>
      )}
    </>
  );
}

/** "Add 1 more item to save 10%": how close the cart is to an automatic offer, as the platform says it. */
export function OfferHint({ hint }: { hint: string }) {
  if (!hint) return null;
  return (
    <p className="rounded-xl border border-green-300 bg-green-50 px-4 py-3 text-sm font-semibold text-green-900" data-testid="offer-hint">
      {hint}
    </p>
  );
}
