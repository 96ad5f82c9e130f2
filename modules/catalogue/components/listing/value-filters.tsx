import type { FacetValueWire } from '@/platform/catalogue/contract/catalogue';
import type { ProductFacets } from '@/lib/platform/types';
import { listingHref, toggledValue, type ListingFilters, type ValueFilter } from '@/modules/catalogue/listing-query';
import { FilterOptionLink } from './filter-option-link';

const TITLES: Record<ValueFilter, string> = { sizes: 'Size', colours: 'Colour', brands: 'Brand', materials: 'Material' };

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
  const counted = new Map(values.map((value) => [value.value, value.count]));
  const missing = filters[name].filter((value) => !counted.has(value)).map((value) => ({ value, count: 0 }));
  const shown = [...missing, ...values];
  if (shown.length === 0) return null;
  return (
    <FilterSection id={name} title={TITLES[name]}>
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
  return (
    <>
      <ValueFilterSection path={path} filters={filters} name="sizes" values={facets.sizes} />
      <ValueFilterSection path={path} filters={filters} name="colours" values={facets.colours} />
      <StepSection
        path={path}
        filters={filters}
        id="discount"
        title="Discount"
        values={facets.discounts}
        label={(step) => `${step}% off or more`}
        pick={(discount) => ({ discount })}
      />
      <StepSection
        path={path}
        filters={filters}
        id="rating"
        title="Customer rating"
        values={facets.ratings}
        label={(step) => `${step}★ & up`}
        pick={(rating) => ({ rating })}
      />
      <FilterSection id="stock" title="Availability">
        <FilterOptionLink
          href={listingHref(path, filters, { inStock: !filters.inStock })}
          label="In stock only"
          count={facets.in_stock}
          chosen={filters.inStock}
        />
      </FilterSection>
      <ValueFilterSection path={path} filters={filters} name="brands" values={facets.brands} />
      <ValueFilterSection path={path} filters={filters} name="materials" values={facets.materials} />
    </>
  );
}
