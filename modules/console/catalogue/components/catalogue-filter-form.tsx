import { FilterActions, filterFieldClass, filterLabelClass } from '@/modules/console/shell/components/filter-form-parts';
import type { TreeGroup } from '@/platform/catalogue/contract/console-catalogue-tree';
import { isCatalogueFiltered, type CatalogueListParams } from '@/modules/console/catalogue/catalogue-list';

/** Finding products as a plain GET form: the list is a URL (the export takes the same), and a new search starts at page 1. */
export function CatalogueFilterForm({ params, groups }: { params: CatalogueListParams; groups: TreeGroup[] }) {
  return (
    <form method="get" action="/admin/catalogue" role="search" aria-label="Find products" className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2">
          <label htmlFor="catalogue-q" className={filterLabelClass}>
            Search
          </label>
          <input
            id="catalogue-q"
            name="q"
            type="search"
            defaultValue={params.q}
            maxLength={100}
            placeholder="Name or ASIN"
            className={filterFieldClass}
          />
        </div>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="catalogue-category" className={filterLabelClass}>
            Category
          </label>
          <select id="catalogue-category" name="category" defaultValue={params.category} className={filterFieldClass}>
            <option value="">All categories</option>
            {groups.map((group) => (
              <optgroup key={group.id} label={group.name}>
                {group.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="catalogue-stock" className={filterLabelClass}>
            Stock
          </label>
          <select id="catalogue-stock" name="stock" defaultValue={params.stock} className={filterFieldClass}>
            <option value="all">Any stock</option>
            <option value="in-stock">In stock</option>
            <option value="low">Low (5 or fewer)</option>
            <option value="out-of-stock">Out of stock</option>
          </select>
        </div>
        <div>
          <label htmlFor="catalogue-state" className={filterLabelClass}>
            Show
          </label>
          <select id="catalogue-state" name="state" defaultValue={params.state} className={filterFieldClass}>
            <option value="active">On sale</option>
            <option value="archived">Archived</option>
            <option value="all">All products</option>
          </select>
        </div>
        <div>
          <label htmlFor="catalogue-min" className={filterLabelClass}>
            Price from (₹)
          </label>
          <input
            id="catalogue-min"
            name="price_min"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={params.price_min}
            className={filterFieldClass}
          />
        </div>
        <div>
          <label htmlFor="catalogue-max" className={filterLabelClass}>
            Price up to (₹)
          </label>
          <input
            id="catalogue-max"
            name="price_max"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={params.price_max}
            className={filterFieldClass}
          />
        </div>
      </div>
      <FilterActions submitLabel="Show products" clearHref="/admin/catalogue" clearLabel="Clear search" filtered={isCatalogueFiltered(params)} />
    </form>
  );
}
