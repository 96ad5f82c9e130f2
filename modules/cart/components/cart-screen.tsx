'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useSession } from '@/components/state/session-provider';
import { useToast } from '@/components/ui/toast';
import { useWishlist } from '@/components/state/wishlist-provider';
import type { CartLine } from '@/modules/cart/cart-line';
import { cartTotals, showsPairPrompt } from '@/modules/cart/cart-totals';
import { useCartMessage } from '@/modules/cart/use-cart-message';
import { useLocalizedPath, usePageLocale } from '@/components/ui/locale-context';
import { formatRupees } from '@/lib/format/money';
import { useCart, type CartResult } from '@/components/state/cart-provider';
import { QueryScope } from '@/components/state/query-scope';
import { CartLineRow } from './cart-line-row';
import { CartRecentlyViewed } from './cart-recently-viewed';
import { CartSkeleton } from './cart-skeleton';
import { CartSummary } from './cart-summary';
import { uploadUrl } from '@/lib/images/upload-url';
import { chooseCoupon, useChosenCoupon } from '@/modules/offers/chosen-coupon';
import { CouponRow } from '@/modules/offers/components/coupon-row';
import { DeliveryCheck } from '@/modules/delivery/components/delivery-check';
import { OfferHint } from '@/modules/offers/components/saving-rows';
import { useCartPrice } from '@/modules/offers/components/use-cart-price';
import { useOfferMessage } from '@/modules/offers/use-offer-message';

/** The loading placeholders stay 300 ms after the cart has loaded (spec section 9). */
const SETTLE_MS = 300;

/**
 * /addcart: the lines, when they can be delivered to the shopper's PIN code, the coupon row, their totals as the
 * platform prices them (with its offers and the coupon) and Place Order, then recently viewed products not in the cart.
 */
export function CartScreen() {
  return (
    <QueryScope>
      <Cart />
    </QueryScope>
  );
}

function Cart() {
  const cart = useCart();
  const session = useSession();
  const wishlist = useWishlist();
  const toast = useToast();
  const router = useRouter();
  const t = useTranslations('Cart');
  const cartMessage = useCartMessage();
  const offerMessage = useOfferMessage();
  const localized = useLocalizedPath();
  const locale = usePageLocale();
  const [waited, setWaited] = useState(false);
  const [wasReady, setWasReady] = useState(cart.ready);
  // Read again (a retry, or an order placed): the placeholders wait their 300 ms again.
  if (wasReady !== cart.ready) {
    setWasReady(cart.ready);
    if (!cart.ready) setWaited(false);
  }
  const settled = cart.ready && waited;

  useEffect(() => {
    if (!cart.ready) return;
    const timer = setTimeout(() => setWaited(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [cart.ready]);

  const report = (line: CartLine) => (result: CartResult) => {
    if (!result.ok) toast({ message: cartMessage(result.message), image: uploadUrl(line.image, '280x280'), tone: 'error' });
  };
  const empty = cart.lines.length === 0;
  const coupon = useChosenCoupon();
  const price = useCartPrice(cart.lines, coupon, settled && !cart.error);
  // The platform's figures; the cart's own (no offers, no coupon) only until its first answer, or when it fails.
  const totals = price.data?.totals ?? cartTotals(cart.lines);

  function placeOrder() {
    if (empty) return;
    const checkout = localized('/checkout2');
    // The English screen keeps its legacy sign-in address; a Hindi page leads to the Hindi sign-in and back.
    const signIn = locale === 'en' ? '/Login' : localized('/login');
    router.push(session.signedIn ? checkout : `${signIn}?${new URLSearchParams({ next: checkout })}`);
  }

  return (
    <div className="mx-auto max-w-7xl px-3 py-5 pb-28 md:px-4 md:py-8 md:pb-8">
      <h1 className="mb-4 text-xl font-bold text-gray-900 md:text-2xl">
        {t('heading')}
        {settled && !empty && <span className="ml-2 text-base font-medium text-gray-500">{t('productCount', { count: cart.count })}</span>}
      </h1>
      {!settled ? (
        <CartSkeleton />
      ) : cart.error ? (
        <div role="alert" className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-red-200">
          <p className="font-semibold text-red-800">{cartMessage(cart.error)}</p>
          <button
            type="button"
            onClick={cart.reload}
            className="mt-4 min-h-11 rounded-lg bg-shop-primary px-5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
          >
            {t('tryAgain')}
          </button>
        </div>
      ) : empty ? (
        <div className="rounded-xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-gray-200">
          <p className="text-lg font-semibold text-gray-900">{t('empty')}</p>
          <Link
            href="/"
            className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-shop-primary px-6 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
          >
            {t('continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
          <section aria-label={t('itemsInCart')}>
            {price.data?.offerHint && (
              <div className="mb-3">
                <OfferHint hint={offerMessage.message(price.data.offerHint)} />
              </div>
            )}
            {showsPairPrompt(cart.lines) && (
              <p
                className="mb-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
                data-testid="pair-prompt"
              >
                {t('pairPrompt')}
              </p>
            )}
            <ul className="space-y-3">
              {cart.lines.map((line, index) => (
                <CartLineRow
                  key={`${line.productId}|${line.size}`}
                  line={line}
                  eager={index < 3}
                  removing={cart.isRemoving(line.productId, line.size)}
                  onIncrement={() => void cart.increment(line.productId, line.size).then(report(line))}
                  onDecrement={() => void cart.decrement(line.productId, line.size).then(report(line))}
                  onRemove={() => void cart.remove(line.productId, line.size).then(report(line))}
                  onSaveForLater={() => {
                    wishlist.add({
                      id: line.productId,
                      slug: line.slug,
                      name: line.name,
                      image: line.image,
                      price: line.price,
                      originalPrice: line.originalPrice,
                      rating: 0,
                    });
                    void cart.remove(line.productId, line.size).then(report(line));
                  }}
                />
              ))}
            </ul>
          </section>
          <div className="space-y-4 lg:sticky lg:top-4">
            <DeliveryCheck />
            <CouponRow code={coupon} verdict={price.data?.coupon ?? null} onApply={chooseCoupon} onRemove={() => chooseCoupon('')} />
            <CartSummary totals={totals} onPlaceOrder={placeOrder} disabled={empty} />
          </div>
        </div>
      )}
      {settled && !empty && !cart.error && (
        <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-gray-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] md:hidden">
          <p className="flex-1 text-sm" data-testid="cart-bar-total">
            <span className="block text-xs text-gray-500">{t('barTotal', { count: totals.items })}</span>
            <span className="text-lg font-bold tabular-nums">{formatRupees(totals.total)}</span>
          </p>
          <button
            type="button"
            onClick={placeOrder}
            className="min-h-12 rounded-lg bg-shop-primary px-6 font-bold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
          >
            {t('placeOrder')}
          </button>
        </div>
      )}
      {settled && <CartRecentlyViewed inCart={cart.lines.map((line) => line.productId)} />}
    </div>
  );
}
