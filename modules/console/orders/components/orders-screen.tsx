import Link from 'next/link';
import { OrdersFilterForm } from '@/modules/console/orders/components/orders-filter-form';
import { OrdersList } from '@/modules/console/orders/components/orders-list';
import { ConsolePager } from '@/modules/console/shell/components/console-pager';
import { FormAlert } from '@/components/ui/form-field';
import { orderFiltersHref, type OrderFilterParams } from '@/modules/console/orders/order-filters';
import { formatIndianNumber } from '@/lib/format/money';
import type { AnswerOf } from '@/platform/contract/calls';

/** The shop's orders, newest first, 20 a page, filtered by the URL's status, dates and search. */
export function OrdersScreen({
  list,
  filters,
  refusal,
  today,
}: {
  list: AnswerOf<'consoleOrders'> | null;
  filters: OrderFilterParams;
  refusal: string | null;
  today: string;
}) {
  const filtered = Boolean(filters.q || filters.status || filters.from || filters.to);
  const pages = list ? Math.max(1, Math.ceil(list.total / list.page_size)) : 1;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">Orders</h1>
        {list && list.total > 0 && (
          <a
            href={orderFiltersHref('/admin/orders/export', { ...filters, page: 1 })}
            download
            className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
          >
            Export CSV
          </a>
        )}
      </div>
      <OrdersFilterForm filters={filters} today={today} />
      {refusal && <FormAlert>{refusal}</FormAlert>}
      {list && (
        <>
          <p role="status" className="text-sm text-gray-700">
            {list.total === 0
              ? filtered
                ? 'No orders match these filters.'
                : 'No orders yet. They appear here as soon as shoppers place them.'
              : `${formatIndianNumber(list.total)} ${list.total === 1 ? 'order' : 'orders'}${pages > 1 ? ` · page ${list.page} of ${pages}` : ''}`}
          </p>
          {list.orders.length > 0 && <OrdersList orders={list.orders} />}
          {list.total > 0 && list.orders.length === 0 && (
            <p className="text-sm text-gray-700">
              This page is past the last one. <Link href={orderFiltersHref('/admin/orders', filters, 1)}>Go to the first page</Link>.
            </p>
          )}
          <ConsolePager
            page={list.page}
            pages={pages}
            hrefFor={(page) => orderFiltersHref('/admin/orders', filters, page)}
            previousLabel="← Newer"
            nextLabel="Older →"
          />
        </>
      )}
    </div>
  );
}
