import { useTranslations } from 'next-intl';
import { CloseIcon } from '@/components/ui/icons';
import {
  CLEARED,
  listingHref,
  priceRangeLabel,
  toggledValue,
  VALUE_FILTER_PARAMS,
  type ListingFilters,
  type ValueFilter,
} from '@/modules/catalogue/listing-query';
import { ListingLink } from './listing-navigation';

/** The filters in force, each with a link that removes it, and Clear all (the drawer hides them on phones, so say them here). */
export function ActiveFilters({ path, filters, categoryName }: { path: string; filters: ListingFilters; categoryName?: string }) {
  const t = useTranslations('Listing');
  const rangeWords = { under: (amount: string) => t('priceUnder', { amount }), over: (amount: string) => t('priceOver', { amount }) };
  const chips: { label: string; href: string }[] = [];
  if (filters.cat !== null && categoryName) chips.push({ label: categoryName, href: listingHref(path, filters, { cat: null }) });
  for (const key of Object.keys(VALUE_FILTER_PARAMS) as ValueFilter[]) {
    for (const value of filters[key]) chips.push({ label: value, href: listingHref(path, filters, toggledValue(filters, key, value)) });
  }
  if (filters.price) chips.push({ label: priceRangeLabel(filters.price, rangeWords), href: listingHref(path, filters, { price: null }) });
  if (filters.discount !== null)
    chips.push({ label: t('discountStep', { step: filters.discount }), href: listingHref(path, filters, { discount: null }) });
  if (filters.rating !== null) chips.push({ label: t('ratingStep', { step: filters.rating }), href: listingHref(path, filters, { rating: null }) });
  if (filters.inStock) chips.push({ label: t('inStockOnly'), href: listingHref(path, filters, { inStock: false }) });
  if (filters.q) chips.push({ label: `“${filters.q}”`, href: listingHref(path, filters, { q: '' }) });
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('filtersInUse')} className="contents">
        {chips.map((chip) => (
          <li key={chip.href}>
            <ListingLink
              href={chip.href}
              aria-label={t('removeFilter', { label: chip.label })}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-shop-primary/10 py-1 pr-2 pl-3 text-sm font-medium text-shop-primary hover:bg-shop-primary/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
            >
              {chip.label}
              <CloseIcon size={16} />
            </ListingLink>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <ListingLink
          href={listingHref(path, filters, CLEARED)}
          className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-gray-700 underline underline-offset-2 hover:text-shop-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
        >
          {t('clearAll')}
        </ListingLink>
      )}
    </div>
  );
}
