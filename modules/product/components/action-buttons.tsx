'use client';

import { useTranslations } from 'next-intl';
import { CartIcon, HeartIcon } from '@/components/ui/icons';
import { usePurchaseActions } from './use-purchase-actions';
import clsx from 'clsx';

const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary disabled:cursor-not-allowed disabled:opacity-60';
const primary = `${base} bg-shop-primary text-white shadow-sm hover:brightness-110`;
const secondary = `${base} border-2 border-shop-primary bg-white text-shop-primary hover:bg-shop-primary/5`;

/** The product page's three actions; `layout` picks the side card's stack or the bottom bar's pair. */
export function ActionButtons({ layout }: { layout: 'stack' | 'bar' }) {
  const { addToCart, buyNow, buying, soldOut } = usePurchaseActions();
  const t = useTranslations('Product');
  const addLabel = soldOut ? t('outOfStock') : t('addToCart');
  const addToCartButton = (
    <button type="button" onClick={addToCart} disabled={soldOut} className={`${secondary} flex-1`}>
      <CartIcon />
      {addLabel}
    </button>
  );
  const buyNowButton = (
    <button type="button" onClick={buyNow} disabled={soldOut || buying} aria-busy={buying} className={`${primary} flex-1`}>
      {buying ? t('processing') : t('buyNow')}
    </button>
  );
  if (layout === 'bar') {
    return (
      <div className="flex gap-3">
        {addToCartButton}
        {buyNowButton}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {buyNowButton}
      <WishlistButton />
      {addToCartButton}
    </div>
  );
}

export function WishlistButton({ className = '' }: { className?: string }) {
  const { toggleWishlist, inWishlist } = usePurchaseActions();
  const t = useTranslations('Product');
  return (
    <button
      type="button"
      onClick={toggleWishlist}
      aria-pressed={inWishlist}
      className={clsx(
        base,
        'border bg-white hover:border-shop-primary',
        inWishlist ? 'border-shop-primary text-shop-primary' : 'border-gray-300 text-gray-900',
        className,
      )}
    >
      <HeartIcon filled={inWishlist} className={inWishlist ? 'text-shop-primary' : 'text-gray-700'} />
      {t('wishlist')}
    </button>
  );
}
