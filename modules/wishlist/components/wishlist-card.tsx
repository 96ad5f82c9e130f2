'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { formatRupees } from '@/lib/format/money';
import { percentOff } from '@/lib/pricing/percent-off';
import type { WishlistItem } from '@/modules/wishlist/wishlist-item';
import { uploadUrl } from '@/lib/images/upload-url';
import { TrashIcon } from '@/components/ui/icons';

interface Props {
  item: WishlistItem;
  moving: boolean;
  onRemove: () => void;
  onMoveToCart: () => void;
  priority?: boolean;
}

/** A wishlist card: picture to the product, name, rounded prices, rating and percent-off badges, remove and Move To Cart. */
export function WishlistCard({ item, moving, onRemove, onMoveToCart, priority = false }: Props) {
  const t = useTranslations('Wishlist');
  const off = percentOff(item.originalPrice, item.price);
  const href = `/product-category/${encodeURIComponent(item.slug)}`;
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200 transition-shadow hover:shadow-md"
      data-testid="wishlist-item"
    >
      <Link
        href={href}
        className="block bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-shop-primary"
        aria-label={item.name}
      >
        <FallbackImage
          src={uploadUrl(item.image)}
          alt=""
          width={400}
          height={400}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          preload={priority}
          className="aspect-square w-full object-cover"
        />
      </Link>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('removeFromWishlist', { name: item.name })}
        className="absolute top-2 right-2 flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-gray-600 shadow-sm ring-1 ring-gray-200 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
      >
        <TrashIcon size={18} />
      </button>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="line-clamp-2 text-sm leading-snug font-medium text-gray-900" title={item.name}>
          {item.name}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {item.rating > 0 && (
            <span className="inline-flex items-center gap-0.5 rounded bg-green-700 px-1.5 py-0.5 text-xs font-bold text-white">
              {item.rating.toFixed(1)}
              <svg aria-hidden="true" width="12" height="12" viewBox="0 0 20 20" fill="currentColor">
                <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z" />
              </svg>
              <span className="sr-only">{t('outOfFiveStars')}</span>
            </span>
          )}
          {off > 0 && (
            <span className="rounded bg-shop-primary/10 px-1.5 py-0.5 text-xs font-bold text-shop-primary">{t('percentOff', { percent: off })}</span>
          )}
        </div>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-bold">{formatRupees(Math.round(item.price))}</span>
          {item.originalPrice > item.price && (
            <s className="text-sm text-gray-500">
              <span className="sr-only">{t('originalPrice')} </span>
              {formatRupees(Math.round(item.originalPrice))}
            </s>
          )}
        </p>
        <button
          type="button"
          onClick={onMoveToCart}
          disabled={moving}
          className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-shop-primary px-3 text-sm font-bold text-white transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary disabled:opacity-60"
        >
          {moving && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
          {t('moveToCart')}
        </button>
      </div>
    </article>
  );
}
