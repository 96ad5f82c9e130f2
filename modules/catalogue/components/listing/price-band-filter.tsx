import { listingHref, PRICE_BAND_OPTIONS, type ListingFilters } from '@/modules/catalogue/listing-query';
import { ListingLink } from './listing-navigation';
import clsx from 'clsx';

const OPTIONS = [{ id: null as string | null, label: 'All Prices' }, ...PRICE_BAND_OPTIONS];

/** The spec's price bands on the original price, plus All Prices, as links that keep the other filters. */
export function PriceBandFilter({ path, filters }: { path: string; filters: ListingFilters }) {
  return (
    <section aria-labelledby="filter-price">
      <h2 id="filter-price" className="mb-3 text-sm font-semibold tracking-wide text-gray-900 uppercase">
        Price
      </h2>
      <ul className="flex flex-wrap gap-2">
        {OPTIONS.map((option) => {
          const current = filters.price === option.id;
          return (
            <li key={option.id ?? 'all'}>
              <ListingLink
                href={listingHref(path, filters, { price: option.id })}
                aria-current={current ? 'true' : undefined}
                className={clsx(
                  'inline-flex min-h-10 items-center rounded-full border px-3.5 text-sm whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary',
                  current
                    ? 'border-shop-primary bg-shop-primary font-semibold text-white'
                    : 'border-gray-300 bg-white text-gray-700 hover:border-shop-primary hover:text-shop-primary',
                )}
              >
                {option.label}
              </ListingLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
