import { useTranslations } from 'next-intl';
import { listingHref, type ListingFilters } from '@/modules/catalogue/listing-query';
import type { SearchFacet } from '@/modules/catalogue/server/search-results';
import { ListingLink } from './listing/listing-navigation';
import clsx from 'clsx';

const linkClass =
  'flex min-h-10 items-center justify-between gap-2 rounded-lg px-3 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-shop-primary';

/** The categories holding search results, with their counts; choosing one narrows the results to it. */
export function SearchCategoryPanel({
  path,
  filters,
  facets,
  total,
}: {
  path: string;
  filters: ListingFilters;
  facets: SearchFacet[];
  total: number;
}) {
  const t = useTranslations('Listing');
  const options = [{ id: null as number | null, name: t('allCategories'), count: null as number | null }, ...facets];
  return (
    <section aria-labelledby="filter-categories">
      <h2 id="filter-categories" className="mb-3 text-sm font-semibold tracking-wide text-gray-900 uppercase">
        {t('categories')}
      </h2>
      <ul className="space-y-0.5">
        {options.map((option) => {
          const current = filters.cat === option.id;
          return (
            <li key={option.id ?? 'all'}>
              <ListingLink
                href={listingHref(path, filters, { cat: option.id })}
                aria-current={current ? 'true' : undefined}
                className={clsx(
                  linkClass,
                  current ? 'bg-shop-primary/10 font-semibold text-shop-primary' : 'text-gray-700 hover:bg-gray-50 hover:text-shop-primary',
                )}
              >
                <span>{option.name}</span>
                <span className={clsx('text-xs', current ? 'text-shop-primary' : 'text-gray-600')}>
                  {option.count ?? (filters.cat === null ? total : '')}
                </span>
              </ListingLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
