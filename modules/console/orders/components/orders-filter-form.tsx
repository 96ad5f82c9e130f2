import clsx from 'clsx';
import Link from 'next/link';
import { FilterActions, FilterInput, FilterSelect } from '@/modules/console/shell/components/filter-form-parts';
import { AWAITING_CONFIRMATION, orderFiltersHref, orderShortcut, type OrderFilterParams } from '@/modules/console/orders/order-filters';
import { ORDER_STATUS_FILTERS, TO_SHIP } from '@/platform/orders/contract/console-orders';

const shortcutClass =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

/**
 * The list's filters as a plain GET form: the filtered list is a URL that can be bookmarked or shared, and works
 * without JavaScript. A new search starts again at page 1. Above it, one tap for the lists a shop opens most (all,
 * awaiting confirmation, to ship, today's); on a phone the form itself is folded behind "Search and filters" until opened or in use.
 */
export function OrdersFilterForm({ filters, today }: { filters: OrderFilterParams; today: string }) {
  const filtered = Boolean(filters.q || filters.status || filters.from || filters.to);
  const shortcut = orderShortcut(filters, today);
  const shortcuts = [
    { key: 'all', label: 'All orders', href: '/admin/orders' },
    {
      key: 'awaiting',
      label: 'Awaiting confirmation',
      href: orderFiltersHref('/admin/orders', { q: '', status: AWAITING_CONFIRMATION, from: '', to: '', page: 1 }),
    },
    { key: 'to-ship', label: 'To ship', href: orderFiltersHref('/admin/orders', { q: '', status: TO_SHIP, from: '', to: '', page: 1 }) },
    { key: 'today', label: 'Today', href: orderFiltersHref('/admin/orders', { q: '', status: '', from: today, to: today, page: 1 }) },
  ] as const;
  return (
    <div className="space-y-3">
      <nav aria-label="Order lists">
        <ul className="flex flex-wrap gap-2">
          {shortcuts.map((item) => (
            <li key={item.key}>
              <Link
                href={item.href}
                aria-current={shortcut === item.key ? 'page' : undefined}
                className={clsx(
                  shortcutClass,
                  shortcut === item.key ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50',
                )}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Folded on a phone (open while filters other than a shortcut's are in use); always shown on a wider screen. */}
      <details
        open={filtered && !shortcut}
        className="rounded-xl border border-gray-200 bg-white md:[&::details-content]:[content-visibility:visible]"
        data-testid="orders-filters"
      >
        <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-gray-900 md:hidden">
          Search and filters{filtered ? ' (in use)' : ''}
        </summary>
        <form method="get" action="/admin/orders" role="search" aria-label="Filter orders" className="px-4 pb-4 md:pt-4">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
            <FilterInput
              id="orders-q"
              label="Search"
              className="sm:col-span-2 lg:col-span-1"
              name="q"
              type="search"
              defaultValue={filters.q}
              maxLength={100}
              placeholder="Order number, name or phone"
            />
            <FilterSelect id="orders-status" label="Status" name="status" defaultValue={filters.status}>
              <option value="">All statuses</option>
              {ORDER_STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {status === TO_SHIP ? 'To ship (confirmed or packed)' : status === AWAITING_CONFIRMATION ? 'Awaiting confirmation' : status}
                </option>
              ))}
            </FilterSelect>
            <FilterInput id="orders-from" label="From" name="from" type="date" defaultValue={filters.from} />
            <FilterInput id="orders-to" label="To" name="to" type="date" defaultValue={filters.to} />
          </div>
          <FilterActions submitLabel="Show orders" clearHref="/admin/orders" clearLabel="Clear filters" filtered={filtered} />
        </form>
      </details>
    </div>
  );
}
