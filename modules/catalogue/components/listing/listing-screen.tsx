import { getTranslations } from 'next-intl/server';
import {
  chosenFilterCount,
  CLEARED,
  hasNarrowingFilters,
  listingHref,
  LISTING_PAGE_SIZE,
  pageCount,
  platformFilters,
  type ListingFilters,
} from '@/modules/catalogue/listing-query';
import { listingCrumbs, type ListingTarget } from '@/modules/catalogue/listing-target';
import { getProductPage } from '@/lib/platform/server/catalogue';
import type { Group, ProductPage } from '@/lib/platform/types';
import { notFound } from 'next/navigation';
import { ActiveFilters } from './active-filters';
import { Breadcrumbs } from '@/modules/catalogue/components/breadcrumbs';
import { CategoryPanel } from '@/modules/catalogue/components/category-panel';
import { ListingLayout } from './listing-layout';
import { ListingResults } from './listing-results';
import { NameFilterForm } from './name-filter-form';
import { PriceBandFilter } from './price-band-filter';
import { SortSelect } from './sort-select';
import { ValueFilters } from './value-filters';

interface Props {
  host: string;
  path: string;
  target: ListingTarget;
  filters: ListingFilters;
  tree: Group[];
}

/** A category, subcategory or group listing, sorted, filtered and paged by the platform from the URL's query. */
export async function ListingScreen({ host, path, target, filters, tree }: Props) {
  let page: ProductPage | null = null;
  try {
    page = await getProductPage(host, {
      kind: target.kind,
      id: target.id,
      page: filters.page,
      pageSize: LISTING_PAGE_SIZE,
      sort: filters.sort,
      name: filters.q,
      filters: platformFilters(filters),
      facets: true,
    });
  } catch (error) {
    console.error('Failed to load products', error);
  }
  const totalPages = page ? pageCount(page.total) : 1;
  if (page && page.total > 0 && filters.page > totalPages) notFound();
  const narrowed = hasNarrowingFilters(filters);
  const t = await getTranslations('Listing');
  const count = page ? t('products', { count: page.total }) : '';

  return (
    <ListingLayout
      top={<Breadcrumbs crumbs={listingCrumbs(target)} />}
      title={target.name}
      subtitle={<p data-testid="listing-count">{filters.page > 1 ? t('countOnPage', { count, page: filters.page, total: totalPages }) : count}</p>}
      activeFilterCount={chosenFilterCount(filters)}
      total={page ? page.total : null}
      filters={
        <>
          <PriceBandFilter path={path} filters={filters} facets={page?.facets} />
          {page?.facets && <ValueFilters path={path} filters={filters} facets={page.facets} />}
          <CategoryPanel tree={tree} current={target} />
        </>
      }
      active={<ActiveFilters path={path} filters={filters} />}
      toolbar={
        <>
          <NameFilterForm path={path} filters={filters} label={t('searchIn', { name: target.name })} />
          <SortSelect path={path} filters={filters} />
        </>
      }
    >
      <ListingResults
        products={page?.products ?? []}
        filters={filters}
        path={path}
        totalPages={totalPages}
        error={page ? undefined : t('loadFailed')}
        empty={narrowed ? t('noMatch') : t('noProductsYet')}
        clearHref={narrowed ? listingHref(path, filters, CLEARED) : null}
      />
    </ListingLayout>
  );
}
