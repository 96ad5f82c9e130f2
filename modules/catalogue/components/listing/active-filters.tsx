import { CloseIcon } from '@/components/ui/icons';
import { listingHref, PRICE_BAND_OPTIONS, type ListingFilters } from '@/modules/catalogue/listing-query';
import { ListingLink } from './listing-navigation';

/** The filters in force, each with a link that removes it (the drawer hides them on phones, so say them here). */
export function ActiveFilters({ path, filters, categoryName }: { path: string; filters: ListingFilters; categoryName?: string }) {
  const chips: { label: string; href: string }[] = [];
  if (filters.cat !== null && categoryName) chips.push({ label: categoryName, href: listingHref(path, filters, { cat: null }) });
  const band = PRICE_BAND_OPTIONS.find((option) => option.id === filters.price);
  if (band) chips.push({ label: band.label, href: listingHref(path, filters, { price: null }) });
  if (filters.q) chips.push({ label: `“${filters.q}”`, href: listingHref(path, filters, { q: '' }) });
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Filters in use" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.href}>
          <ListingLink
            href={chip.href}
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-shop-primary/10 py-1 pr-2 pl-3 text-sm font-medium text-shop-primary hover:bg-shop-primary/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
          >
            {chip.label}
            <CloseIcon size={16} />
          </ListingLink>
        </li>
      ))}
    </ul>
  );
}
