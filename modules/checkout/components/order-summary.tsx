import { useTranslations } from 'next-intl';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { ReactNode } from 'react';
import type { CheckoutItem } from '@/modules/checkout/types';
import { truncateWords } from '@/modules/checkout/truncate-words';
import { formatRupees } from '@/lib/format/money';
import type { Totals } from '@/platform/cart/contract/totals';
import { uploadUrl } from '@/lib/images/upload-url';
import { SavingRows } from '@/modules/offers/components/saving-rows';
import type { CodTerms } from '@/modules/offers/types';

interface Props {
  items: CheckoutItem[];
  totals: Totals;
  /** Paying online (the discounted total). */
  online: boolean;
  /** The shop takes online payments (its discount is worth a mention). */
  onlineOffered: boolean;
  /** Cash on delivery's fee and total, rupees, as the platform priced them (null before its answer: no fee shown). */
  cod: Pick<CodTerms, 'fee' | 'total'> | null;
  /** What paying online saves against cash on delivery, rupees (the platform's; null before its answer). */
  prepaidSaving: number | null;
  children?: ReactNode;
}

/**
 * The items (scroll area of at most 400px, names cut to four words) and the platform's totals, its automatic offer,
 * the coupon and the COD fee on their own rows.
 */
export function OrderSummary({ items, totals, online, onlineOffered, cod, prepaidSaving, children }: Props) {
  const t = useTranslations('Checkout.summary');
  const fee = online || !cod ? 0 : cod.fee;
  const payable = online ? totals.onlineTotal : (cod?.total ?? totals.total);
  const saving = prepaidSaving ?? totals.onlineDiscount;
  return (
    <section aria-labelledby="order-summary-title" className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm">
      <h2 id="order-summary-title" className="text-lg font-semibold text-gray-900">
        {t('title')}
      </h2>
      <ul data-testid="summary-items" className="mt-4 max-h-[400px] space-y-3 overflow-y-auto pr-1">
        {items.map((item) => (
          <li key={`${item.productId}-${item.size}`} className="flex gap-3">
            <FallbackImage
              src={uploadUrl(item.image)}
              alt=""
              width={64}
              height={64}
              sizes="64px"
              className="h-16 w-16 shrink-0 rounded-lg bg-gray-100 object-cover"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-gray-900" title={item.name}>
                {truncateWords(item.name)}
              </p>
              <p className="text-gray-600">
                {item.size ? t('size', { size: item.size }) : ''}
                {t('qty', { units: item.units })}
              </p>
              <p data-testid="summary-line-price" className="text-gray-700 tabular-nums">
                {item.units} × {formatRupees(item.price)} = <span className="font-semibold text-gray-900">{formatRupees(item.linePrice)}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-gray-100 pt-4 text-sm">
        {totals.offer > 0 && (
          <>
            <div className="flex justify-between">
              <dt className="text-gray-600">{t('price', { count: totals.items })}</dt>
              <dd className="text-gray-900">{formatRupees(totals.itemsPrice)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-gray-600">{t('pairOffer')}</dt>
              <dd data-testid="summary-offer" className="text-green-700">
                −{formatRupees(totals.offer)}
              </dd>
            </div>
          </>
        )}
        <div className="flex justify-between">
          <dt className="text-gray-600">{t('subtotal', { count: totals.items })}</dt>
          <dd className="text-gray-900">{formatRupees(totals.subtotal)}</dd>
        </div>
        <SavingRows totals={totals} rowClass="flex justify-between" />
        <div className="flex justify-between">
          <dt className="text-gray-600">{t('deliveryCharges')}</dt>
          <dd className={totals.delivery === 0 ? 'font-semibold text-green-700' : 'text-gray-900'}>
            {totals.delivery === 0 ? t('free') : formatRupees(totals.delivery)}
          </dd>
        </div>
        {fee > 0 && (
          <div className="flex justify-between">
            <dt className="text-gray-600">{t('codFee')}</dt>
            <dd data-testid="summary-cod-fee" className="text-gray-900">
              {formatRupees(fee)}
            </dd>
          </div>
        )}
        {online && totals.onlineDiscount > 0 && (
          <div className="flex justify-between">
            <dt className="text-gray-600">{t('onlineDiscount', { percent: totals.onlineDiscountPercent })}</dt>
            <dd data-testid="online-discount" className="font-semibold text-green-700">
              −{formatRupees(totals.onlineDiscount)}
            </dd>
          </div>
        )}
        <div className="flex justify-between border-t border-gray-100 pt-3 text-base font-bold">
          <dt>{t('total')}</dt>
          <dd data-testid="summary-total">{formatRupees(payable)}</dd>
        </div>
      </dl>
      {onlineOffered && !online && saving > 0 && (
        <p className="mt-2 text-xs text-green-700">{t('payOnlineSave', { amount: formatRupees(saving) })}</p>
      )}
      {children}
    </section>
  );
}
