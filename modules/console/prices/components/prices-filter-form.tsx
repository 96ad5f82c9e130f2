import { FilterActions, FilterInput, FilterSelect } from '@/modules/console/shell/components/filter-form-parts';
import { PRICES_SEARCH_MAX, type PriceCategory } from '@/platform/pricing/contract/console-prices';
import type { PriceListParams } from '@/modules/console/prices/price-list';

/** Finding products as a plain GET form: the list is a URL, and a new search starts at page 1. */
export function PricesFilterForm({ params, categories }: { params: PriceListParams; categories: PriceCategory[] }) {
  const filtered = Boolean(params.q || params.category || params.filter !== 'all');
  return (
    <form method="get" action="/admin/prices" role="search" aria-label="Find products" className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <FilterInput
          id="prices-q"
          label="Search"
          className="sm:col-span-2 lg:col-span-1"
          name="q"
          type="search"
          defaultValue={params.q}
          maxLength={PRICES_SEARCH_MAX}
          placeholder="Product name or ASIN"
        />
        <FilterSelect id="prices-category" label="Category" name="category" defaultValue={params.category}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
              {category.hidden ? ' (hidden)' : ''}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="prices-filter" label="Show" name="filter" defaultValue={params.filter}>
          <option value="all">All products</option>
          <option value="own-price">With your own price</option>
          <option value="hidden">Hidden</option>
          <option value="capped">Capped at MRP</option>
        </FilterSelect>
      </div>
      <FilterActions submitLabel="Show products" clearHref="/admin/prices" clearLabel="Clear search" filtered={filtered} />
    </form>
  );
}
