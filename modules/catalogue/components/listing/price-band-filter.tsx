import { useTranslations } from 'next-intl';
import type { ProductFacets } from '@/lib/platform/types';
import { listingHref, listingQueryPairs, parsePriceRange, PRICE_BAND_OPTIONS, type ListingFilters } from '@/modules/catalogue/listing-query';
import { FilterOptionLink } from './filter-option-link';

/**
 * The price filter on the original price (MRP): the spec's bands first as chips, each with the count it gives with
 * the other filters, then a min–max form (a plain GET form keeping the other filters, so it works without JavaScript).
 */
export function PriceBandFilter({ path, filters, facets }: { path: string; filters: ListingFilters; facets?: ProductFacets }) {
  const t = useTranslations('Listing');
  const counts = new Map(facets?.price_bands.map((band) => [band.value, band.count]));
  const range = filters.price ? parsePriceRange(filters.price) : null;
  const isBand = PRICE_BAND_OPTIONS.some((option) => option.id === filters.price);
  const field =
    'h-10 w-full min-w-0 rounded-lg border border-gray-300 px-2.5 text-sm focus:border-shop-primary focus:outline-2 focus:outline-shop-primary';
  return (
    <section aria-labelledby="filter-price">
      <h2 id="filter-price" className="mb-3 text-sm font-semibold tracking-wide text-gray-900 uppercase">
        {t('price')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        <li>
          <FilterOptionLink
            chip
            href={listingHref(path, filters, { price: null })}
            label={t('allPrices')}
            count={null}
            chosen={filters.price === null}
          />
        </li>
        {PRICE_BAND_OPTIONS.map((option) => (
          <li key={option.id}>
            <FilterOptionLink
              chip
              href={listingHref(path, filters, { price: filters.price === option.id ? null : option.id })}
              label={option.label}
              count={facets ? (counts.get(option.id) ?? 0) : null}
              chosen={filters.price === option.id}
            />
          </li>
        ))}
      </ul>
      <form action={path} method="get" className="mt-3 flex items-end gap-2" aria-label={t('priceRange')}>
        {listingQueryPairs(filters, ['price']).map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <label className="min-w-0 flex-1 text-xs text-gray-600">
          {t('minRupees')}
          <input
            name="min"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={8}
            defaultValue={!isBand && range?.min !== undefined ? String(range.min) : ''}
            className={field}
          />
        </label>
        <label className="min-w-0 flex-1 text-xs text-gray-600">
          {t('maxRupees')}
          <input
            name="max"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={8}
            defaultValue={!isBand && range?.max !== undefined ? String(range.max) : ''}
            className={field}
          />
        </label>
        <button
          type="submit"
          className="h-10 shrink-0 rounded-lg border border-shop-primary px-3 text-sm font-semibold text-shop-primary hover:bg-shop-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
        >
          {t('go')}
        </button>
      </form>
    </section>
  );
}
