import { FilterActions, filterFieldClass, filterLabelClass } from '@/components/console/filter-form-parts';
import type { OrderFilterParams } from '@/lib/console/order-filters';
import { ORDER_STATUSES } from '@/platform/contract/orders';

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
          <label htmlFor="orders-q" className={filterLabelClass}>
            Search
          </label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            placeholder="Order number, name or phone"
            className={filterFieldClass}
          />
        </div>
        <div>
          <label htmlFor="orders-status" className={filterLabelClass}>
            Status
          </label>
          <select id="orders-status" name="status" defaultValue={filters.status} className={filterFieldClass}>
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orders-from" className={filterLabelClass}>
            From
          </label>
          <input id="orders-from" name="from" type="date" defaultValue={filters.from} className={filterFieldClass} />
        </div>
        <div>
          <label htmlFor="orders-to" className={filterLabelClass}>
            To
          </label>
          <input id="orders-to" name="to" type="date" defaultValue={filters.to} className={filterFieldClass} />
        </div>
      </div>
      <FilterActions submitLabel="Show orders" clearHref="/admin/orders" clearLabel="Clear filters" filtered={filtered} />
    </form>
  );
}
