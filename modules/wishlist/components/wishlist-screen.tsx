'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useLocalizedPath } from '@/components/ui/locale-context';
import { useCartMessage } from '@/modules/cart/use-cart-message';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useCart } from '@/components/state/cart-provider';
import { QueryScope } from '@/components/state/query-scope';
import { useProductCards } from '@/components/state/use-product-cards';
import { useWishlist } from '@/components/state/wishlist-provider';
import { SizeChoiceModal } from '@/modules/catalogue/components/size-choice-modal';
import { useToast } from '@/components/ui/toast';
import { isUnsized } from '@/modules/cart/cart-line';
import { fetchProductCards } from '@/modules/cart/product-cards-client';
import type { ProductCard } from '@/lib/platform/types';
import { wishlistItemFromCard, type WishlistItem } from '@/modules/wishlist/wishlist-item';
import { WishlistCard } from './wishlist-card';
import { uploadUrl } from '@/lib/images/upload-url';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** 'My Wishlist': the saved products with remove and Move To Cart, or the empty state. */
export function WishlistScreen() {
  return (
    <QueryScope>
      <Wishlist />
    </QueryScope>
  );
}

function Wishlist() {
  const t = useTranslations('Wishlist');
  const cartMessage = useCartMessage();
  const localized = useLocalizedPath();
  const wishlist = useWishlist();
  const lookup = useProductCards(wishlist.ids);
  const { cards, current } = lookup;
  const items = cards ? wishlist.ids.flatMap((id) => (cards.has(id) ? [wishlistItemFromCard(cards.get(id)!)] : [])) : [];
  const loading = !wishlist.ready || (!cards && !lookup.failed);
  // Products the platform no longer sells leave the wishlist (and its cookie) once a lookup of them says so.
  const { forget, ids } = wishlist;
  useEffect(() => {
    if (!current || !cards) return;
    const gone = ids.filter((id) => !cards.has(id));
    if (gone.length) forget(gone);
  }, [current, cards, ids, forget]);
  const cart = useCart();
  const toast = useToast();
  const router = useRouter();
  const [moving, setMoving] = useState<number | null>(null);
  const [choosing, setChoosing] = useState<ProductCard | null>(null);
  const image = (item: Pick<WishlistItem, 'image'>) => uploadUrl(item.image, '280x280');

  function remove(item: WishlistItem) {
    wishlist.remove(item.id);
    toast({ message: t('removed'), image: image(item) });
  }

  async function move(product: ProductCard, size: string) {
    setMoving(product.id);
    try {
      const result = await cart.add({ product, size });
      if (!result.ok) {
        toast({ message: cartMessage(result.message), image: image({ image: product.images[0] ?? '' }), tone: 'error' });
        return;
      }
      wishlist.remove(product.id);
      toast({ message: t('movedToCart'), image: image({ image: product.images[0] ?? '' }), tone: 'success' });
      router.push(localized('/addcart'));
    } finally {
      setMoving(null);
    }
  }

  async function moveToCart(item: WishlistItem) {
    setMoving(item.id);
    let product: ProductCard | undefined;
    try {
      product = (await fetchProductCards([item.id])).get(item.id);
    } catch {
      setMoving(null);
      toast({ message: t('loadFailed'), tone: 'error' });
      return;
    }
    setMoving(null);
    if (!product) {
      wishlist.remove(item.id);
      toast({ message: t('noLongerAvailable'), image: image(item), tone: 'error' });
    } else if (isUnsized(product)) {
      await move(product, '');
    } else {
      setChoosing(product);
    }
  }

  return (
    <div className="mx-auto max-w-7xl px-3 py-5 md:px-4 md:py-8">
      <h1 className="text-xl font-bold text-gray-900 md:text-2xl">
        {t('heading')}
        {!loading && wishlist.count > 0 && (
          <span className="ml-2 text-base font-medium text-gray-500" data-testid="wishlist-total">
            {t('itemCount', { count: wishlist.count })}
          </span>
        )}
      </h1>
      <div className="mt-5">
        {loading ? (
          <ul className={GRID} role="status" aria-label={t('loading')}>
            {[0, 1, 2, 3].map((i) => (
              <li key={i} aria-hidden="true" className="animate-pulse rounded-xl bg-white p-3 ring-1 ring-gray-200">
                <div className="aspect-square rounded-lg bg-gray-200" />
                <div className="mt-3 h-4 w-4/5 rounded bg-gray-200" />
                <div className="mt-2 h-4 w-1/3 rounded bg-gray-200" />
                <div className="mt-4 h-11 rounded-lg bg-gray-200" />
              </li>
            ))}
          </ul>
        ) : lookup.failed && !cards ? (
          <div role="alert" className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-red-200">
            <p className="font-semibold text-red-800">{t('loadFailed')}</p>
            <button
              type="button"
              onClick={lookup.retry}
              className="mt-4 min-h-11 rounded-lg bg-shop-primary px-5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
            >
              {t('tryAgain')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <div className="rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-gray-200">
            <p className="text-lg font-semibold text-gray-900">{t('empty')}</p>
            <Link
              href="/"
              className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-shop-primary px-6 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
            >
              {t('continueShopping')}
            </Link>
          </div>
        ) : (
          <ul className={GRID}>
            {items.map((item, index) => (
              <li key={item.id}>
                <WishlistCard
                  item={item}
                  priority={index === 0}
                  moving={moving === item.id}
                  onRemove={() => remove(item)}
                  onMoveToCart={() => void moveToCart(item)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <SizeChoiceModal
        product={choosing}
        submitLabel={t('moveToCart')}
        onClose={() => setChoosing(null)}
        onChoose={(size) => {
          const product = choosing;
          setChoosing(null);
          if (product) void move(product, size);
        }}
      />
    </div>
  );
}
