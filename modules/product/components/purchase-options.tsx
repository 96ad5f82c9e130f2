'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { WishlistButton } from './action-buttons';
import { ColourSelect } from './colour-select';
import { usePurchase } from './purchase-context';
import { SizeSelector } from './size-selector';

// Shown once a size is chosen (or at once for a product without sizes): a shopper who only looks never needs it.
const QuantityInput = lazy(() => import('./quantity-input').then((module) => ({ default: module.QuantityInput })));

/** Size, quantity and colour choices under the product's price (and the Wishlist button on narrow screens). */
export function PurchaseOptions() {
  const { product, sized, size, maxUnits, soldOut } = usePurchase();
  const t = useTranslations('Product');
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <div className="mt-5 space-y-5 border-t border-gray-100 pt-5" data-testid="purchase-options" data-hydrated={hydrated || undefined}>
      {sized && <SizeSelector />}
      {product.colourOptions && <ColourSelect options={product.colourOptions} />}
      {soldOut ? (
        <p className="font-semibold text-red-700">{t('outOfStock')}</p>
      ) : (
        maxUnits !== null &&
        maxUnits > 0 && (
          <Suspense fallback={null}>
            <QuantityInput key={size} max={maxUnits} />
          </Suspense>
        )
      )}
      <WishlistButton className="w-full md:hidden" />
    </div>
  );
}

const noSubscription = () => () => {};
