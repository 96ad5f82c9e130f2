import { FilterActions, FilterInput, FilterSelect } from '@/modules/console/shell/components/filter-form-parts';
import type { TreeGroup } from '@/platform/catalogue/contract/console-catalogue-tree';
import { isCatalogueFiltered, type CatalogueListParams } from '@/modules/console/catalogue/catalogue-list';

/** Finding products as a plain GET form: the list is a URL (the export takes the same), and a new search starts at page 1. */
export function CatalogueFilterForm({ params, groups }: { params: CatalogueListParams; groups: TreeGroup[] }) {
  return (
    <form method="get" action="/admin/catalogue" role="search" aria-label="Find products" className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FilterInput
          id="catalogue-q"
          label="Search"
          className="col-span-2"
          name="q"
          type="search"
          defaultValue={params.q}
          maxLength={100}
          placeholder="Name or ASIN"
        />
        <FilterSelect id="catalogue-category" label="Category" className="col-span-2 lg:col-span-1" name="category" defaultValue={params.category}>
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
        </FilterSelect>
        <FilterSelect id="catalogue-stock" label="Stock" name="stock" defaultValue={params.stock}>
          <option value="all">Any stock</option>
          <option value="in-stock">In stock</option>
          <option value="low">Low (5 or fewer)</option>
          <option value="out-of-stock">Out of stock</option>
        </FilterSelect>
        <FilterSelect id="catalogue-state" label="Show" name="state" defaultValue={params.state}>
          <option value="active">On sale</option>
          <option value="archived">Archived</option>
          <option value="all">All products</option>
        </FilterSelect>
        <FilterInput
          id="catalogue-min"
          label="Price from (₹)"
          name="price_min"
          inputMode="numeric"
          pattern="[0-9]*"
          defaultValue={params.price_min}
        />
        <FilterInput
          id="catalogue-max"
          label="Price up to (₹)"
          name="price_max"
          inputMode="numeric"
          pattern="[0-9]*"
          defaultValue={params.price_max}
        />
      </div>
      <FilterActions submitLabel="Show products" clearHref="/admin/catalogue" clearLabel="Clear search" filtered={isCatalogueFiltered(params)} />
    </form>
  );
}
