import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ListingFilters } from '@/modules/catalogue/listing-query';
import type { ProductCard } from '@/lib/platform/types';
import { ListingLink } from './listing-navigation';
import { Pagination } from './pagination';
import { ProductGrid } from '@/modules/catalogue/components/product-grid';

interface Props {
  products: ProductCard[];
  filters: ListingFilters;
  path: string;
  totalPages: number;
  /** Shown when the page holds no product. */
  empty: ReactNode;
  clearHref: string | null;
  error?: string;
}

/** The grid with its pagination, or a clear message when there is nothing to show. */
export function ListingResults({ products, filters, path, totalPages, empty, clearHref, error }: Props) {
  const t = useTranslations('Listing');
  if (error) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center text-red-800">
        {error}
      </p>
    );
  }
  if (products.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 bg-gray-50 px-4 py-12 text-center" data-testid="listing-empty">
        <p className="text-lg font-semibold text-gray-900">{empty}</p>
        {clearHref && (
          <ListingLink
            href={clearHref}
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-shop-primary px-5 text-sm font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
          >
            {t('clearFilters')}
          </ListingLink>
        )}
      </div>
    );
  }
  return (
    <>
      <h2 className="sr-only">{t('productsHeading')}</h2>
      <ProductGrid products={products} headingLevel="h3" />
      <Pagination path={path} filters={filters} totalPages={totalPages} />
    </>
  );
}
