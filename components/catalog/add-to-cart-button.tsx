'use client';

import { useState } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { useToast } from '@/components/ui/toast';
import type { ProductCard } from '@/lib/platform/types';
import { uploadUrl } from '@/lib/platform/transforms';

export const SIZE_REQUIRED_MESSAGE = 'Please select a size before proceeding!';

/**
 * The card's Add button. A product with sizes cannot be added from a card (the spec: the shopper must choose a
 * size on the product page); anything else goes to the cart with a toast linking to it.
 */
export function AddToCartButton({ product }: { product: ProductCard }) {
  const cart = useCart();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const image = uploadUrl(product.images[0] ?? '', '280x280');

  async function add() {
    if (product.sizes.length > 0) {
      toast({ message: SIZE_REQUIRED_MESSAGE, image, tone: 'error' });
      return;
    }
    setAdding(true);
    try {
      const result = await cart.add({ product });
      if (result.ok) toast({ message: 'Added to cart', image, action: { label: 'View Cart', href: '/addcart' } });
      else toast({ message: result.message, image, tone: 'error' });
    } finally {
      setAdding(false);
    }
  }

  return (
    <button
      type="button"
      onClick={add}
      disabled={adding}
      aria-label={`Add ${product.name} to cart`}
      className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-shop-primary px-3 text-sm font-semibold text-shop-primary transition hover:bg-shop-primary hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary disabled:opacity-60"
    >
      {adding ? <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
      Add
    </button>
  );
}
