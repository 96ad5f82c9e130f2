import { useTranslations } from 'next-intl';
import type { FacetValueWire } from '@/platform/catalogue/contract/catalogue';
import type { ProductFacets } from '@/lib/platform/types';
import { listingHref, toggledValue, type ListingFilters, type ValueFilter } from '@/modules/catalogue/listing-query';
import { FilterOptionLink } from './filter-option-link';

const TITLES = { sizes: 'filterSizes', colours: 'filterColours', brands: 'filterBrands', materials: 'filterMaterials' } as const satisfies Record<
  ValueFilter,
  string
>;

function FilterSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`filter-${id}`}>
      <h2 id={`filter-${id}`} className="mb-2 text-sm font-semibold tracking-wide text-gray-900 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A filter's values, each with the count it gives together with the other filters chosen (OR within the filter,
 * AND across). Values that give nothing are not listed, unless chosen (so they can be unchosen).
 */
function ValueFilterSection({ path, filters, name, values }: { path: string; filters: ListingFilters; name: ValueFilter; values: FacetValueWire[] }) {
  const t = useTranslations('Listing');
  const counted = new Map(values.map((value) => [value.value, value.count]));
  const missing = filters[name].filter((value) => !counted.has(value)).map((value) => ({ value, count: 0 }));
  const shown = [...missing, ...values];
  if (shown.length === 0) return null;
  return (
    <FilterSection id={name} title={t(TITLES[name])}>
      <ul className={shown.length > 8 ? 'max-h-64 overflow-y-auto overscroll-contain pr-1' : undefined}>
        {shown.map((value) => (
          <li key={value.value}>
            <FilterOptionLink
              href={listingHref(path, filters, toggledValue(filters, name, value.value))}
              label={value.value}
              count={value.count}
              chosen={filters[name].includes(value.value)}
            />
          </li>
        ))}
      </ul>
    </FilterSection>
  );
}

function StepSection({
  path,
  filters,
  id,
  title,
  values,
  label,
  pick,
}: {
  path: string;
  filters: ListingFilters;
  id: 'discount' | 'rating';
  title: string;
  values: FacetValueWire[];
  label: (step: string) => string;
  pick: (step: number | null) => Partial<ListingFilters>;
}) {
  const current = filters[id];
  const shown =
    current !== null && !values.some((value) => Number(value.value) === current) ? [{ value: String(current), count: 0 }, ...values] : values;
  if (shown.length === 0) return null;
  return (
    <FilterSection id={id} title={title}>
      <ul>
        {shown.map((value) => {
          const chosen = Number(value.value) === current;
          return (
            <li key={value.value}>
              <FilterOptionLink
                href={listingHref(path, filters, pick(chosen ? null : Number(value.value)))}
                label={label(value.value)}
                count={value.count}
                chosen={chosen}
              />
            </li>
          );
        })}
      </ul>
    </FilterSection>
  );
}

/** Size, colour, brand, material, discount, rating and stock, from the platform's counts. */
export function ValueFilters({ path, filters, facets }: { path: string; filters: ListingFilters; facets: ProductFacets }) {
  const t = useTranslations('Listing');
  return (
    <>
      <ValueFilterSection path={path} filters={filters} name="sizes" values={facets.sizes} />
      <ValueFilterSection path={path} filters={filters} name="colours" values={facets.colours} />
      <StepSection
        path={path}
        filters={filters}
        id="discount"
        title={t('discount')}
        values={facets.discounts}
        label={(step) => t('discountStep', { step })}
        pick={(discount) => ({ discount })}
      />
      <StepSection
        path={path}
        filters={filters}
        id="rating"
        title={t('rating')}
        values={facets.ratings}
        label={(step) => t('ratingStep', { step })}
        pick={(rating) => ({ rating })}
      />
      <FilterSection id="stock" title={t('availability')}>
        <FilterOptionLink
          href={listingHref(path, filters, { inStock: !filters.inStock })}
          label={t('inStockOnly')}
          count={facets.in_stock}
          chosen={filters.inStock}
        />
      </FilterSection>
      <ValueFilterSection path={path} filters={filters} name="brands" values={facets.brands} />
      <ValueFilterSection path={path} filters={filters} name="materials" values={facets.materials} />
    </>
  );
}
