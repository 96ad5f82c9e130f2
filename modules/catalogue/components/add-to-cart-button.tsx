'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { useCart } from '@/components/state/cart-provider';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { productTopic, useToast } from '@/components/ui/toast';
import { isUnsized } from '@/modules/cart/cart-line';
import { useCartMessage } from '@/modules/cart/use-cart-message';
import type { ProductCard } from '@/lib/platform/types';
import { isSoldOut } from '@/modules/product/sold-out';
import clsx from 'clsx';
import { uploadUrl } from '@/lib/images/upload-url';

// Fetched the first time a card's Add opens it, so the catalogue pages do not carry the chooser and its modal.
const SizeChoiceModal = lazy(() => import('./size-choice-modal').then((module) => ({ default: module.SizeChoiceModal })));

/**
 * The card's Add button. A product with sizes needs one first: the spec's 'Please select a size before
 * proceeding!' heads a size chooser opened right on the card. A sold-out product says so and adds nothing.
 */
export function AddToCartButton({ product }: { product: ProductCard }) {
  const cart = useCart();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const chooserMounted = useOpenedOnce(choosing);
  const image = uploadUrl(product.images[0] ?? '', '280x280');
  const soldOut = isSoldOut(product);
  const t = useTranslations('Card');
  const cartMessage = useCartMessage();

  async function add(size: string) {
    setAdding(true);
    try {
      const result = await cart.add({ product, size });
      if (result.ok) toast({ message: t('addedToCart'), image, action: { label: t('viewCart'), href: '/addcart' }, topic: productTopic(product.id) });
      else toast({ message: cartMessage(result.message), image, tone: 'error', topic: productTopic(product.id) });
    } finally {
      setAdding(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => (isUnsized(product) ? void add('') : setChoosing(true))}
        disabled={adding || soldOut}
        aria-label={soldOut ? t('productOutOfStock', { name: product.name }) : t('addProduct', { name: product.name })}
        className={clsx(
          'flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary',
          soldOut
            ? 'cursor-not-allowed border-gray-300 bg-gray-50 text-gray-600'
            : 'border-shop-primary text-shop-primary hover:bg-shop-primary hover:text-white disabled:opacity-60',
        )}
      >
        {adding ? <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
        {soldOut ? t('outOfStock') : t('add')}
      </button>
      {chooserMounted && (
        <Suspense fallback={null}>
          <SizeChoiceModal
            product={choosing ? product : null}
            note={t('selectSizeFirst')}
            submitLabel={t('addToCart')}
            onClose={() => setChoosing(false)}
            onChoose={(size) => {
              setChoosing(false);
              void add(size);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
