'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSession } from '@/components/state/session-provider';
import { useCart } from '@/components/state/cart-provider';
import { productTopic, useToast, type ToastInput } from '@/components/ui/toast';
import { useWishlist } from '@/components/state/wishlist-provider';
import { SELECT_SIZE_MESSAGE } from '@/modules/cart/cart-line';
import { storeCall } from '@/lib/store/browser';
import { BUY_NOW_FAILED_MESSAGE, BUY_NOW_OFFLINE_MESSAGE } from '@/lib/store/messages';
import { usePurchase } from './purchase-context';
import { uploadUrl } from '@/lib/images/upload-url';

/** Add to Cart, Wishlist and Buy Now for the product page. */
export function usePurchaseActions() {
  const t = useTranslations('Product');
  const purchase = usePurchase();
  const { product, sized, size, units, colour } = purchase;
  const cart = useCart();
  const wishlist = useWishlist();
  const show = useToast();
  // One topic per product: each answer replaces the last (a size chosen answers 'Please select a size').
  const toast = (input: ToastInput) => show({ ...input, topic: productTopic(product.id) });
  const session = useSession();
  const router = useRouter();
  const [buying, setBuying] = useState(false);
  const image = uploadUrl(product.images[0] ?? '', '280x280');

  function sizeChosen(): boolean {
    if (!sized || size) return true;
    purchase.flagMissingSize();
    toast({ message: SELECT_SIZE_MESSAGE, tone: 'error' });
    return false;
  }

  async function addToCart() {
    if (!sizeChosen()) return;
    const result = await cart.add({ product, size, colour, units });
    if (result.ok) toast({ message: t('addedToCart'), image, action: { label: t('viewCart'), href: '/addcart' }, tone: 'success' });
    else toast({ message: result.message, tone: 'error' });
  }

  function toggleWishlist() {
    const present = wishlist.has(product.id);
    // Removing is always allowed; adding needs a size like Add to Cart does.
    if (!present && !sizeChosen()) return;
    const added = wishlist.toggle({
      id: product.id,
      slug: product.slug,
      name: product.name,
      image: product.images[0] ?? '',
      price: product.price,
      originalPrice: product.originalPrice,
      rating: product.rating,
    });
    toast({ message: added ? 'Added to Wishlist' : 'Item Removed from Wishlist', image, tone: added ? 'success' : 'info' });
  }

  async function buyNow() {
    if (buying || !sizeChosen()) return;
    const checkout = `/checkout2?${new URLSearchParams({ productID: String(product.id), size, units: String(units) })}`;
    if (!session.signedIn) {
      localStorage.setItem('productID', String(product.id));
      router.push(`/login?${new URLSearchParams({ next: checkout })}`);
      return;
    }
    setBuying(true);
    try {
      const result = await storeCall('/store/checkout/prepare', {
        body: [{ productId: product.id, size, units }],
        fallback: BUY_NOW_FAILED_MESSAGE,
      });
      if (result.ok) {
        localStorage.setItem('productID', String(product.id));
        router.push(checkout);
        return;
      }
      toast({ message: result.status === 0 ? BUY_NOW_OFFLINE_MESSAGE : result.message, tone: 'error' });
    } finally {
      setBuying(false);
    }
  }

  return { addToCart, toggleWishlist, buyNow, buying, inWishlist: wishlist.has(product.id), soldOut: purchase.soldOut };
}
