'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { listingHref, SORTS, type ListingFilters, type ProductSort } from '@/modules/catalogue/listing-query';
import { useListingNavigation } from './listing-navigation';

const SORT_KEYS = {
  featured: 'sortFeatured',
  priceLowToHigh: 'sortPriceLowToHigh',
  priceHighToLow: 'sortPriceHighToLow',
  nameAZ: 'sortNameAZ',
  nameZA: 'sortNameZA',
} as const satisfies Record<ProductSort, string>;

/** The five sorts; choosing one reloads the list through the URL (?sort=…), back on page 1. */
export function SortSelect({ path, filters }: { path: string; filters: ListingFilters }) {
  const id = useId();
  const t = useTranslations('Listing');
  const { navigate } = useListingNavigation();
  return (
    <div className="ml-auto flex items-center gap-2 md:ml-0">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-gray-600">
        {t('sortBy')}
      </label>
      <select
        id={id}
        name="sort"
        value={filters.sort}
        onChange={(event) => navigate(listingHref(path, filters, { sort: event.target.value as ProductSort }))}
        className="h-11 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-shop-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-shop-primary/40"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_KEYS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
