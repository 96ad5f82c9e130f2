'use client';

import { useTranslations } from 'next-intl';
import { HeartIcon } from '@/components/ui/icons';
import { productTopic, useToast } from '@/components/ui/toast';
import { useWishlist } from '@/components/state/wishlist-provider';
import type { ProductCard } from '@/lib/platform/types';
import { wishlistItemFromCard } from '@/modules/wishlist/wishlist-item';
import clsx from 'clsx';
import { uploadUrl } from '@/lib/images/upload-url';

/** The card's heart: adds the product to the wishlist or takes it out (aria-pressed tells which). */
export function WishlistHeart({ product, className = '' }: { product: ProductCard; className?: string }) {
  const wishlist = useWishlist();
  const toast = useToast();
  const t = useTranslations('Card');
  const saved = wishlist.ready && wishlist.has(product.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t('wishlistProduct', { name: product.name })}
      onClick={() => {
        const added = wishlist.toggle(wishlistItemFromCard(product));
        toast({
          message: added ? t('addedToWishlist') : t('removedFromWishlist'),
          image: uploadUrl(product.images[0] ?? '', '280x280'),
          action: added ? { label: t('viewWishlist'), href: '/wishlist' } : undefined,
          topic: productTopic(product.id),
        });
      }}
      className={clsx(
        'flex h-11 w-11 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-gray-200 transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary',
        saved ? 'text-shop-primary' : 'text-gray-600',
        className,
      )}
    >
      <HeartIcon size={20} filled={saved} />
    </button>
  );
}
