import { useTranslations } from 'next-intl';
import type { Totals } from '@/platform/cart/contract/totals';
import { formatRupees } from '@/lib/format/money';
import clsx from 'clsx';
import { SavingRows } from '@/modules/offers/components/saving-rows';

/**
 * The spec's three rows: Subtotal (n items) = floor Σ price × units, Delivery Charges = Σ charge × units, Total = their
 * sum less the savings; the T-shirt pair's offer, when it applies, as its own rows above; the automatic offer and the
 * coupon, when the platform applied them, on their own rows below the subtotal. Place Order (disabled on an empty cart; on
 * phones the fixed bar has it).
 */
export function CartSummary({ totals, onPlaceOrder, disabled }: { totals: Totals; onPlaceOrder: () => void; disabled: boolean }) {
  const t = useTranslations('Cart');
  const count = totals.items;
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5"
      data-testid="cart-summary"
    >
      <h2 id="cart-summary-heading" className="text-sm font-bold tracking-wide text-gray-500 uppercase">
        {t('priceDetails')}
      </h2>
      <dl className="mt-3 space-y-2.5 text-sm">
        {totals.offer > 0 && (
          <>
            <div className="flex justify-between gap-4">
              <dt>{t('itemsPrice', { count })}</dt>
              <dd className="tabular-nums" data-testid="cart-items-price">
                {formatRupees(totals.itemsPrice)}
              </dd>
            </div>
            <div className="flex justify-between gap-4 text-green-700">
              <dt>{t('pairOffer')}</dt>
              <dd className="font-semibold tabular-nums" data-testid="cart-offer">
                −{formatRupees(totals.offer)}
              </dd>
            </div>
          </>
        )}
        <div className="flex justify-between gap-4">
          <dt>{t('subtotal', { count })}</dt>
          <dd className="font-semibold tabular-nums" data-testid="cart-subtotal">
            {formatRupees(totals.subtotal)}
          </dd>
        </div>
        <SavingRows totals={totals} rowClass="flex justify-between gap-4" />
        <div className="flex justify-between gap-4">
          <dt>{t('deliveryCharges')}</dt>
          <dd className={clsx('font-semibold tabular-nums', totals.delivery === 0 && 'text-green-700')} data-testid="cart-delivery">
            {totals.delivery === 0 ? t('free') : formatRupees(totals.delivery)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-dashed border-gray-300 pt-3 text-base font-bold">
          <dt>{t('total')}</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {formatRupees(totals.total)}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        onClick={onPlaceOrder}
        disabled={disabled}
        className="mt-4 hidden min-h-12 w-full rounded-lg bg-shop-primary px-4 text-base font-bold text-white shadow-sm transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-600 md:block"
      >
        {t('placeOrder')}
      </button>
      <p className="mt-3 text-center text-xs text-gray-500">{t('securePayments')}</p>
    </section>
  );
}
