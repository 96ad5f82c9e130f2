'use client';

import { useSyncExternalStore } from 'react';
import { WishlistButton } from './action-buttons';
import { ColourSelect } from './colour-select';
import { usePurchase } from './purchase-context';
import { QuantityInput } from './quantity-input';
import { SizeSelector } from './size-selector';

/** Size, quantity and colour choices under the product's price (and the Wishlist button on narrow screens). */
export function PurchaseOptions() {
  const { product, sized, size, maxUnits, soldOut } = usePurchase();
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <div className="mt-5 space-y-5 border-t border-gray-100 pt-5" data-hydrated={hydrated || undefined}>
      {sized && <SizeSelector />}
      {product.colourOptions && <ColourSelect options={product.colourOptions} />}
      {soldOut ? (
        <p className="font-semibold text-red-700">Out of stock</p>
      ) : (
        maxUnits !== null && maxUnits > 0 && <QuantityInput key={size} max={maxUnits} />
      )}
      <WishlistButton className="w-full md:hidden" />
    </div>
  );
}

const noSubscription = () => () => {};
