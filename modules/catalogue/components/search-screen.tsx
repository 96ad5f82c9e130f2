import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { chosenFilterCount, CLEARED, hasNarrowingFilters, listingHref, pageCount, type ListingFilters } from '@/modules/catalogue/listing-query';
import type { SearchResults } from '@/modules/catalogue/server/search-results';
import { asTypedSearchPath, wasCorrected } from '@/modules/catalogue/search-text';
import { ActiveFilters } from './listing/active-filters';
import { ListingLayout } from './listing/listing-layout';
import { ListingResults } from './listing/listing-results';
import { PriceBandFilter } from './listing/price-band-filter';
import { SearchCategoryPanel } from './search-category-panel';
import { SortSelect } from './listing/sort-select';
import { ValueFilters } from './listing/value-filters';

interface Props {
  text: string;
  path: string;
  filters: ListingFilters;
  results: SearchResults | null;
}

/** Search results: category panel from the matches, price chips, sort, cards with a wishlist heart, pages. */
export function SearchScreen({ text, path, filters, results }: Props) {
  const page = results?.page;
  const totalPages = page ? pageCount(page.total) : 1;
  if (page && page.total > 0 && filters.page > totalPages) notFound();
  const narrowed = hasNarrowingFilters(filters);
  const t = useTranslations('Listing');
  const count = page ? t('results', { count: page.total }) : '';
  const corrected = wasCorrected(text, page?.searched);

  return (
    <ListingLayout
      title={
        <>
          <span className="sr-only">{t('searchResultsFor')}</span>“{text}”
        </>
      }
      subtitle={
        <>
          {corrected && (
            <p className="mb-1 text-base text-gray-800" data-testid="search-corrected">
              {t('showingResultsFor')} <strong className="font-semibold text-shop-primary">{page?.searched}</strong>
              <span aria-hidden="true"> · </span>
              <span className="text-sm text-gray-600">
                {t('searchInsteadFor')}{' '}
                <Link
                  href={asTypedSearchPath(text)}
                  className="font-medium text-shop-primary underline underline-offset-2 hover:opacity-80"
                  data-testid="search-as-typed"
                >
                  {text}
                </Link>
              </span>
            </p>
          )}
          <p data-testid="listing-count">{filters.page > 1 ? t('countOnPage', { count, page: filters.page, total: totalPages }) : count}</p>
        </>
      }
      activeFilterCount={chosenFilterCount(filters) + (filters.cat !== null ? 1 : 0)}
      total={page ? page.total : null}
      filters={
        <>
          <PriceBandFilter path={path} filters={filters} facets={page?.facets} />
          {page?.facets && <ValueFilters path={path} filters={filters} facets={page.facets} />}
          <SearchCategoryPanel path={path} filters={filters} facets={results?.facets ?? []} total={page?.total ?? 0} />
        </>
      }
      active={<ActiveFilters path={path} filters={filters} categoryName={results?.facets.find((facet) => facet.id === filters.cat)?.name} />}
      toolbar={
        <div className="ml-auto">
          <SortSelect path={path} filters={filters} />
        </div>
      }
    >
      <ListingResults
        products={page?.products ?? []}
        filters={filters}
        path={path}
        totalPages={totalPages}
        error={results ? undefined : 'Failed to load products.'}
        empty="No products match these filters."
        clearHref={narrowed ? listingHref(path, filters, CLEARED) : null}
      />
    </ListingLayout>
  );
}
