import Link from 'next/link';
import { PRICES_SEARCH_MAX, type PriceCategory } from '@/platform/contract/console-prices';
import type { PriceListParams } from '@/lib/console/price-list';

const field =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-indigo-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40';
const label = 'mb-1 block text-sm font-medium text-gray-800';

/** Finding products as a plain GET form: the list is a URL, and a new search starts at page 1. */
export function PricesFilterForm({ params, categories }: { params: PriceListParams; categories: PriceCategory[] }) {
  const filtered = Boolean(params.q || params.category || params.filter !== 'all');
  return (
    <form method="get" action="/admin/prices" role="search" aria-label="Find products" className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="prices-q" className={label}>
            Search
          </label>
          <input
            id="prices-q"
            name="q"
            type="search"
            defaultValue={params.q}
            maxLength={PRICES_SEARCH_MAX}
            placeholder="Product name or ASIN"
            className={field}
          />
        </div>
        <div>
          <label htmlFor="prices-category" className={label}>
            Category
          </label>
          <select id="prices-category" name="category" defaultValue={params.category} className={field}>
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
          <label htmlFor="prices-filter" className={label}>
            Show
          </label>
          <select id="prices-filter" name="filter" defaultValue={params.filter} className={field}>
            <option value="all">All products</option>
            <option value="own-price">With your own price</option>
            <option value="hidden">Hidden</option>
          </select>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Show products
        </button>
        {filtered && (
          <Link href="/admin/prices" className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline">
            Clear search
          </Link>
        )}
      </div>
    </form>
  );
}
