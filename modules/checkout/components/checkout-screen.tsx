'use client';

import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useLocalizedPath } from '@/components/ui/locale-context';
import { usePlatformMessage } from '@/modules/checkout/use-platform-message';
import { AddressBook } from '@/modules/account/components/addresses/address-book';
import { QueryScope } from '@/components/state/query-scope';
import { FormAlert, primaryButtonClass } from '@/components/ui/form-field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useSession } from '@/components/state/session-provider';
import type { Address } from '@/modules/account/address';
import { newAttemptKey } from '@/modules/checkout/attempt-key';
import { announceCartChanged } from '@/modules/checkout/cart-events';
import { loadCheckoutScript, SCRIPT_FAILED_MESSAGE } from '@/modules/checkout/checkout-script';
import { clearPendingProduct } from '@/modules/checkout/pending-product';
import { NO_ADDRESS_MESSAGE, NO_ITEMS_MESSAGE, PLACE_FAILED_MESSAGE, SESSION_EXPIRED_MESSAGE, SIGN_IN_TO_ORDER_MESSAGE } from '@/lib/store/messages';
import type { BuyNow } from '@/modules/checkout/types';
import type { StoreError } from '@/lib/store/browser';
import { CAPTCHA_FIELD, CAPTCHA_MESSAGE } from '@/platform/shared/contract/captcha-rules';
import type { PaymentMode } from '@/platform/orders/contract/orders';
import { CheckoutHeader } from './checkout-header';
import { CodCaptcha } from './cod-captcha';
import { DeliverTo } from './deliver-to';
import { chooseCoupon, useChosenCoupon } from '@/modules/offers/chosen-coupon';
import { CouponRow } from '@/modules/offers/components/coupon-row';
import { useCartPrice, useRepriceCarts } from '@/modules/offers/components/use-cart-price';
import { LockedAddress } from './locked-address';
import { OrderSummary } from './order-summary';
import { PaymentMethodSection } from './payment-method-section';
import { useCodCaptcha } from './use-cod-captcha';
import { useCheckoutItems } from './use-checkout-items';
import { useOnlinePayment } from '@/modules/orders/components/use-online-payment';
import { usePlaceOrder } from './use-place-order';

/**
 * /checkout2: delivery address, payment method (COD with captcha, its fee and the nudge to pay online, or disabled
 * where the platform does not offer it for the address's PIN code; or Razorpay when the shop takes online payments),
 * the coupon row, and the order summary with the platform's figures for the items, its offers and the coupon.
 */
export function CheckoutScreen(props: Props) {
  return (
    <QueryScope>
      <Checkout {...props} />
    </QueryScope>
  );
}

interface Props {
  buyNow: BuyNow | null;
  onlinePayment: boolean;
  paymentScriptUrl: string;
}

/** The place handler's name for the coupon a refusal is about. */
const COUPON_FIELD = 'couponCode';
/** The platform's name for the payment mode a refusal is about (cash on delivery not offered). */
const PAYMENT_MODE_FIELD = 'paymentmode';

function Checkout({ buyNow, onlinePayment, paymentScriptUrl }: Props) {
  const router = useRouter();
  const localized = useLocalizedPath();
  const t = useTranslations('Checkout');
  const say = usePlatformMessage();
  const session = useSession();
  const items = useCheckoutItems(buyNow);
  const [address, setAddress] = useState<Address | null>(null);
  const [addressesLoaded, setAddressesLoaded] = useState(false);
  const [chosenMode, setMode] = useState<PaymentMode>('COD');
  const [error, setError] = useState('');
  const [placing, setPlacing] = useState(false);
  const place = usePlaceOrder();
  const coupon = useChosenCoupon();
  const price = useCartPrice(items.status === 'ready' ? items.items : [], coupon, items.status === 'ready', address?.pinCode ?? '');
  const reprice = useRepriceCarts();
  // Cash on delivery as the platform offers it to the chosen address's PIN code: where it does not, online is chosen.
  const cod = price.data?.cod ?? null;
  const codRefused = cod !== null && !cod.available;
  const mode: PaymentMode = codRefused && onlinePayment ? 'ONLINE' : chosenMode;
  const verdict = price.data?.coupon ?? null;
  // The coupon the order carries: the chosen one, once the platform has said it applies (it prices it again).
  const orderCoupon = verdict && verdict.code === coupon && verdict.applied ? coupon : '';
  // The platform's refusal of the coupon when the order was placed, for that code.
  const [couponRefusal, setCouponRefusal] = useState({ code: '', message: '' });
  // The attempt being placed and what it orders (address and payment mode; the items are this visit's).
  const attempt = useRef({ of: '', key: '' });

  // Paid online: the same confirmation as cash on delivery, for the order as the platform now has it (paid).
  const onPaid = useCallback(
    (orderId: string) => {
      announceCartChanged();
      router.push(localized(`/order-confirmation?order=${encodeURIComponent(orderId)}`));
    },
    [router, localized],
  );
  const payment = useOnlinePayment(onPaid);

  const captcha = useCodCaptcha(session.ready && session.signedIn);

  async function placeOrder() {
    if (placing || payment.pending) return;
    setError('');
    if (!session.signedIn) return setError(SIGN_IN_TO_ORDER_MESSAGE);
    if (!address) return setError(NO_ADDRESS_MESSAGE);
    if (items.status !== 'ready' || items.items.length === 0) return setError(NO_ITEMS_MESSAGE);
    if (mode === 'COD' && codRefused) return setError(cod.reason);
    if (mode === 'COD' && !captcha.matches()) return captcha.reject(CAPTCHA_MESSAGE);
    setPlacing(true);
    // The order is created only once its payment can start: without the payment dialog's script no order is placed.
    if (mode === 'ONLINE' && !(await loadCheckoutScript(paymentScriptUrl))) {
      setPlacing(false);
      return setError(SCRIPT_FAILED_MESSAGE);
    }
    // A new attempt whenever what would be ordered changes; a double click or retry of the same attempt re-uses it.
    const ordering = `${address.id}|${mode}|${orderCoupon}`;
    if (attempt.current.of !== ordering) attempt.current = { of: ordering, key: newAttemptKey() };
    let placed;
    try {
      placed = await place.mutateAsync({
        addressId: address.id,
        paymentMode: mode,
        attemptKey: attempt.current.key,
        couponCode: orderCoupon,
        ...(mode === 'COD' && captcha.challenge ? { captchaId: captcha.challenge.id, captchaCode: captcha.typed } : {}),
        lines: items.items.map((item) => ({
          productId: item.productId,
          slug: item.slug,
          units: item.units,
          size: item.size,
          ...(item.colour ? { colour: item.colour } : {}),
        })),
      });
    } catch (failure) {
      const refusal = failure as StoreError;
      if (refusal.status === 401) return setError(SESSION_EXPIRED_MESSAGE);
      // Expired or already used on the platform: the message goes by the captcha, with a new code.
      if (refusal.field === CAPTCHA_FIELD) return captcha.reject(refusal.message);
      // The coupon no longer applies (used up meanwhile, say): the reason goes on its row, and the cart is priced again.
      if (refusal.field === COUPON_FIELD) {
        setCouponRefusal({ code: orderCoupon, message: refusal.message });
        void reprice();
        return setError(refusal.message);
      }
      // Cash on delivery refused for this address or amount: the payment options are priced again (online chosen).
      if (refusal.field === PAYMENT_MODE_FIELD) void reprice();
      return setError(refusal.status >= 400 && refusal.status < 500 && refusal.message ? refusal.message : PLACE_FAILED_MESSAGE);
    } finally {
      setPlacing(false);
    }
    // The platform has taken the ordered lines out of the server cart; a Buy Now product is no longer pending.
    announceCartChanged();
    clearPendingProduct();
    if (placed.paymentMode === 'COD') {
      router.push(localized(`/order-confirmation?order=${encodeURIComponent(placed.orderId)}`));
      return;
    }
    void payment.collect(placed.payment, {
      name: address.name || session.name,
      email: session.email || address.email,
      contact: address.mobile || session.mobile,
    });
  }

  const ready = items.status === 'ready';
  const empty = ready && items.items.length === 0;
  const locked = Boolean(payment.pending);

  return (
    <div className="bg-gray-50 pb-16">
      <CheckoutHeader />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-6 lg:grid-cols-[1fr_380px]">
        <div className="space-y-6">
          <h1 className="text-2xl font-bold text-gray-900">{t('heading')}</h1>
          <section aria-labelledby="delivery-title" className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm">
            <h2 id="delivery-title" className="mb-4 text-lg font-semibold text-gray-900">
              {t('deliveryAddress')}
            </h2>
            {locked && address ? (
              <LockedAddress address={address} orderId={payment.pending!.orderId} />
            ) : (
              <AddressBook
                onSelect={(chosen, loaded) => {
                  setAddress(chosen);
                  setAddressesLoaded(loaded);
                  if (chosen) setError((current) => (current === NO_ADDRESS_MESSAGE ? '' : current));
                }}
              />
            )}
          </section>
          <section aria-labelledby="payment-title" className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm">
            <h2 id="payment-title" className="mb-4 text-lg font-semibold text-gray-900">
              {t('paymentMethod')}
            </h2>
            <PaymentMethodSection
              mode={mode}
              onChange={setMode}
              onlinePayment={onlinePayment}
              disabled={locked}
              discountPercent={price.data?.totals.onlineDiscountPercent ?? null}
              cod={cod}
              prepaidSaving={price.data?.prepaidSaving ?? 0}
              codPanel={
                <CodCaptcha
                  code={captcha.challenge?.code ?? null}
                  value={captcha.typed}
                  error={say(captcha.error)}
                  onChange={captcha.type}
                  onRefresh={captcha.refresh}
                />
              }
            />
          </section>
          <CouponRow
            code={coupon}
            verdict={verdict}
            refusal={couponRefusal.code === coupon ? couponRefusal.message : ''}
            onApply={chooseCoupon}
            onRemove={() => chooseCoupon('')}
          />
        </div>

        <div className="lg:sticky lg:top-6 lg:self-start">
          {items.status === 'loading' && (
            <div aria-label={t('loadingSummary')} role="status" className="h-80 animate-pulse rounded-xl bg-white shadow-sm" />
          )}
          {items.status === 'error' && (
            <div className="space-y-3 rounded-xl bg-white p-5 shadow-sm">
              <RetryAlert message={say(items.message)} onRetry={items.retry} retrying={items.retrying} />
              <Link href={buyNow ? '/' : '/addcart'} className="inline-block min-h-11 py-2 font-semibold text-shop-primary">
                {buyNow ? t('continueShopping') : t('backToCart')}
              </Link>
            </div>
          )}
          {empty && (
            <div className="rounded-xl bg-white p-6 text-center shadow-sm">
              <p className="font-semibold text-gray-900">{t('nothingToCheckOut')}</p>
              <p className="mt-1 text-sm text-gray-600">{t('cartEmpty')}</p>
              <Link href="/" className={`${primaryButtonClass} mt-4`}>
                {t('continueShopping')}
              </Link>
            </div>
          )}
          {ready && !empty && (
            <OrderSummary
              items={items.items}
              totals={price.data?.totals ?? items.totals}
              online={mode === 'ONLINE'}
              onlineOffered={onlinePayment}
              cod={cod}
              prepaidSaving={price.data?.prepaidSaving ?? null}
            >
              <div className="mt-5 space-y-3">
                <DeliverTo address={address} loaded={addressesLoaded} />
                {error && <FormAlert>{say(error)}</FormAlert>}
                {payment.message && <FormAlert tone={payment.busy ? 'info' : 'error'}>{say(payment.message)}</FormAlert>}
                {locked ? (
                  <>
                    <button type="button" onClick={() => void payment.retry()} disabled={payment.busy} className={primaryButtonClass}>
                      {payment.busy ? t('processing') : t('retryPayment')}
                    </button>
                    <Link href="/your-orders" className="block min-h-11 py-2 text-center text-sm font-semibold text-gray-600 hover:text-gray-900">
                      {t('viewMyOrders')}
                    </Link>
                  </>
                ) : (
                  <button
                    type="button"
                    onClick={() => void placeOrder()}
                    disabled={placing || payment.busy || !addressesLoaded}
                    className={primaryButtonClass}
                  >
                    {placing || payment.busy ? t('processing') : t('placeOrder')}
                  </button>
                )}
                <p className="text-center text-xs text-gray-500">{t('pricesConfirmed')}</p>
              </div>
            </OrderSummary>
          )}
        </div>
      </div>
    </div>
  );
}
