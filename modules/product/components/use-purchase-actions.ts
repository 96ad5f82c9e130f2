'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSession } from '@/components/state/session-provider';
import { useCart } from '@/components/state/cart-provider';
import { productTopic, useToast, type ToastInput } from '@/components/ui/toast';
import { useWishlist } from '@/components/state/wishlist-provider';
import { storeCall } from '@/lib/store/browser';
import { BUY_NOW_FAILED_MESSAGE } from '@/lib/store/messages';
import { useCartMessage } from '@/modules/cart/use-cart-message';
import { usePurchase } from './purchase-context';
import { uploadUrl } from '@/lib/images/upload-url';

/** Add to Cart, Wishlist and Buy Now for the product page. */
export function usePurchaseActions() {
  const t = useTranslations('Product');
  // The cart's and the platform's refusals, in the page's language.
  const cartMessage = useCartMessage();
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
    toast({ message: t('selectSizeFirst'), tone: 'error' });
    return false;
  }

  async function addToCart() {
    if (!sizeChosen()) return;
    const result = await cart.add({ product, size, colour, units });
    if (result.ok) toast({ message: t('addedToCart'), image, action: { label: t('viewCart'), href: '/addcart' }, tone: 'success' });
    else toast({ message: cartMessage(result.message), tone: 'error' });
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
    toast({ message: added ? t('addedToWishlist') : t('removedFromWishlist'), image, tone: added ? 'success' : 'info' });
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
      toast({
        message:
          result.status === 0 ? t('buyNowOffline') : result.message === BUY_NOW_FAILED_MESSAGE ? t('buyNowFailed') : cartMessage(result.message),
        tone: 'error',
      });
    } finally {
      setBuying(false);
    }
  }

  return { addToCart, toggleWishlist, buyNow, buying, inWishlist: wishlist.has(product.id), soldOut: purchase.soldOut };
}
