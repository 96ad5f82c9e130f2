import Link from 'next/link';
import type { TreeGroup } from '@/platform/contract/console-catalogue';
import { isCatalogueFiltered, type CatalogueListParams } from '@/lib/console/catalogue-list';

const field =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-indigo-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40';
const label = 'mb-1 block text-sm font-medium text-gray-800';

/** Finding products as a plain GET form: the list is a URL (the export takes the same), and a new search starts at page 1. */
export function CatalogueFilterForm({ params, groups }: { params: CatalogueListParams; groups: TreeGroup[] }) {
  return (
    <form method="get" action="/admin/catalogue" role="search" aria-label="Find products" className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2">
          <label htmlFor="catalogue-q" className={label}>
            Search
          </label>
          <input id="catalogue-q" name="q" type="search" defaultValue={params.q} maxLength={100} placeholder="Name or ASIN" className={field} />
        </div>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="catalogue-category" className={label}>
            Category
          </label>
          <select id="catalogue-category" name="category" defaultValue={params.category} className={field}>
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
          <label htmlFor="catalogue-stock" className={label}>
            Stock
          </label>
          <select id="catalogue-stock" name="stock" defaultValue={params.stock} className={field}>
            <option value="all">Any stock</option>
            <option value="in-stock">In stock</option>
            <option value="low">Low (5 or fewer)</option>
            <option value="out-of-stock">Out of stock</option>
          </select>
        </div>
        <div>
          <label htmlFor="catalogue-state" className={label}>
            Show
          </label>
          <select id="catalogue-state" name="state" defaultValue={params.state} className={field}>
            <option value="active">On sale</option>
            <option value="archived">Archived</option>
            <option value="all">All products</option>
          </select>
        </div>
        <div>
          <label htmlFor="catalogue-min" className={label}>
            Price from (₹)
          </label>
          <input id="catalogue-min" name="price_min" inputMode="numeric" pattern="[0-9]*" defaultValue={params.price_min} className={field} />
        </div>
        <div>
          <label htmlFor="catalogue-max" className={label}>
            Price up to (₹)
          </label>
          <input id="catalogue-max" name="price_max" inputMode="numeric" pattern="[0-9]*" defaultValue={params.price_max} className={field} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Show products
        </button>
        {isCatalogueFiltered(params) && (
          <Link href="/admin/catalogue" className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline">
            Clear search
          </Link>
        )}
      </div>
    </form>
  );
}
