import { useTranslations } from 'next-intl';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { listingHref, type ListingFilters } from '@/modules/catalogue/listing-query';
import { pageWindow } from '@/modules/catalogue/page-window';
import { ListingLink } from './listing-navigation';
import clsx from 'clsx';

const itemClass =
  'flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary';

/** Real links to the other pages (rel prev/next), so every page of a listing can be crawled. */
export function Pagination({ path, filters, totalPages }: { path: string; filters: ListingFilters; totalPages: number }) {
  const t = useTranslations('Listing');
  if (totalPages <= 1) return null;
  const current = filters.page;
  const href = (page: number) => listingHref(path, filters, { page });
  return (
    <nav aria-label={t('pages')} className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      {current > 1 ? (
        <ListingLink
          href={href(current - 1)}
          rel="prev"
          className={`${itemClass} border border-gray-300 bg-white text-gray-800 hover:border-shop-primary hover:text-shop-primary`}
        >
          <ChevronLeftIcon size={18} />
          {t('previous')}
        </ListingLink>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1.5">
        {pageWindow(current, totalPages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={page}>
              <ListingLink
                href={href(page)}
                aria-label={t('page', { page })}
                aria-current={page === current ? 'page' : undefined}
                className={clsx(
                  itemClass,
                  page === current
                    ? 'bg-shop-primary text-white'
                    : 'border border-gray-300 bg-white text-gray-800 hover:border-shop-primary hover:text-shop-primary',
                )}
              >
                {page}
              </ListingLink>
            </li>
          ),
        )}
      </ul>
      {current < totalPages ? (
        <ListingLink
          href={href(current + 1)}
          rel="next"
          className={`${itemClass} border border-gray-300 bg-white text-gray-800 hover:border-shop-primary hover:text-shop-primary`}
        >
          {t('next')}
          <ChevronRightIcon size={18} />
        </ListingLink>
      ) : null}
    </nav>
  );
}
