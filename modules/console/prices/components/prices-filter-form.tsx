import { FilterActions, filterFieldClass, filterLabelClass } from '@/modules/console/shell/components/filter-form-parts';
import { PRICES_SEARCH_MAX, type PriceCategory } from '@/platform/pricing/contract/console-prices';
import type { PriceListParams } from '@/modules/console/prices/price-list';

/** Finding products as a plain GET form: the list is a URL, and a new search starts at page 1. */
export function PricesFilterForm({ params, categories }: { params: PriceListParams; categories: PriceCategory[] }) {
  const filtered = Boolean(params.q || params.category || params.filter !== 'all');
  return (
    <form method="get" action="/admin/prices" role="search" aria-label="Find products" className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="prices-q" className={filterLabelClass}>
            Search
          </label>
          <input
            id="prices-q"
            name="q"
            type="search"
            defaultValue={params.q}
            maxLength={PRICES_SEARCH_MAX}
            placeholder="Product name or ASIN"
            className={filterFieldClass}
          />
        </div>
        <div>
          <label htmlFor="prices-category" className={filterLabelClass}>
            Category
          </label>
          <select id="prices-category" name="category" defaultValue={params.category} className={filterFieldClass}>
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
                {category.hidden ? ' (hidden)' : ''}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="prices-filter" className={filterLabelClass}>
            Show
          </label>
          <select id="prices-filter" name="filter" defaultValue={params.filter} className={filterFieldClass}>
            <option value="all">All products</option>
            <option value="own-price">With your own price</option>
            <option value="hidden">Hidden</option>
            <option value="capped">Capped at MRP</option>
          </select>
        </div>
      </div>
      <FilterActions submitLabel="Show products" clearHref="/admin/prices" clearLabel="Clear search" filtered={filtered} />
    </form>
  );
}
