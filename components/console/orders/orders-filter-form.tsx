import Link from 'next/link';
import type { OrderFilterParams } from '@/lib/console/order-filters';
import { ORDER_STATUSES } from '@/platform/contract/orders';

const field =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-indigo-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40';
const label = 'mb-1 block text-sm font-medium text-gray-800';

/**
 * The list's filters as a plain GET form: the filtered list is a URL that can be bookmarked or shared, and works
 * without JavaScript. A new search starts again at page 1.
 */
export function OrdersFilterForm({ filters }: { filters: OrderFilterParams }) {
  const filtered = Boolean(filters.q || filters.status || filters.from || filters.to);
  return (
    <form method="get" action="/admin/orders" role="search" aria-label="Filter orders" className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="orders-q" className={label}>
            Search
          </label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            placeholder="Order number, name or phone"
            className={field}
          />
        </div>
        <div>
          <label htmlFor="orders-status" className={label}>
            Status
          </label>
          <select id="orders-status" name="status" defaultValue={filters.status} className={field}>
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orders-from" className={label}>
            From
          </label>
          <input id="orders-from" name="from" type="date" defaultValue={filters.from} className={field} />
        </div>
        <div>
          <label htmlFor="orders-to" className={label}>
            To
          </label>
          <input id="orders-to" name="to" type="date" defaultValue={filters.to} className={field} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Show orders
        </button>
        {filtered && (
          <Link href="/admin/orders" className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline">
            Clear filters
          </Link>
        )}
      </div>
    </form>
  );
}
