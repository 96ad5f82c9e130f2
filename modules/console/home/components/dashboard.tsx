import Link from 'next/link';
import type { ConsoleDashboard, DashboardFigures } from '@/platform/shops/contract/console-dashboard';
import { formatIndianNumber, formatRupees } from '@/lib/format/money';
import { uploadUrl } from '@/lib/images/upload-url';
import { LowStockThresholdForm } from './low-stock-threshold-form';
import { dayLabel, RevenueChart } from './revenue-chart';

function FiguresCard({ title, figures, testId }: { title: string; figures: DashboardFigures; testId: string }) {
  const rows: [string, string][] = [
    ['Orders', formatIndianNumber(figures.orders)],
    ['Revenue', formatRupees(figures.revenue)],
    ['Average order', formatRupees(figures.averageOrder)],
    ['Cash on delivery', `${formatIndianNumber(figures.codOrders)} · ${formatRupees(figures.codRevenue)}`],
    ['Paid online', `${formatIndianNumber(figures.onlineOrders)} · ${formatRupees(figures.onlineRevenue)}`],
  ];
  return (
    <section aria-labelledby={`${testId}-title`} className="rounded-xl border border-gray-200 bg-white p-4" data-testid={testId}>
      <h2 id={`${testId}-title`} className="text-base font-semibold text-gray-900">
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 lg:grid-cols-3">
        {rows.map(([label, value], index) => (
          <div key={label} className={index < 2 ? '' : 'lg:col-span-1'}>
            <dt className="text-xs font-medium text-gray-600">{label}</dt>
            <dd className={index < 2 ? 'text-2xl font-bold text-gray-900 tabular-nums' : 'text-sm font-semibold text-gray-900 tabular-nums'}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The dashboard's figures: today, the last 7 days, revenue per day, the shipping queue and low stock. */
export function Dashboard({ data }: { data: ConsoleDashboard }) {
  return (
    <div className="space-y-5">
      <div className="grid gap-4 lg:grid-cols-2">
        <FiguresCard title="Today" figures={data.today} testId="dashboard-today" />
        <FiguresCard title={`Last ${data.days.length} days`} figures={data.lastDays} testId="dashboard-week" />
      </div>

      <Link
        href="/admin/orders"
        className="flex items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        data-testid="waiting-to-ship"
      >
        <span>
          <span className="block text-sm font-medium">Orders waiting to ship</span>
          <span className="block text-xs text-amber-900">Confirmed or packed, not shipped yet</span>
        </span>
        <span className="text-3xl font-bold tabular-nums">{formatIndianNumber(data.waitingToShip)}</span>
      </Link>

      <section aria-labelledby="revenue-title" className="rounded-xl border border-gray-200 bg-white p-4">
        <h2 id="revenue-title" className="text-base font-semibold text-gray-900">
          Revenue per day
        </h2>
        <RevenueChart days={data.days} />
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer rounded text-indigo-700 underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none">
            Show the figures as a table
          </summary>
          <table className="mt-2 w-full text-left tabular-nums">
            <caption className="sr-only">Orders and revenue per day (India time)</caption>
            <thead>
              <tr className="border-b border-gray-200 text-xs text-gray-600">
                <th scope="col" className="py-1 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Orders
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {data.days.map((day) => (
                <tr key={day.date} className="border-b border-gray-100">
                  <th scope="row" className="py-1 font-normal">
                    {dayLabel(day.date, 'long')}
                  </th>
                  <td className="py-1 text-right">{formatIndianNumber(day.orders)}</td>
                  <td className="py-1 text-right">{formatRupees(day.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <section aria-labelledby="low-stock-title" className="rounded-xl border border-gray-200 bg-white p-4">
        <h2 id="low-stock-title" className="text-base font-semibold text-gray-900">
          Low stock
        </h2>
        <p className="mt-0.5 text-xs text-gray-600">
          Sizes with {formatIndianNumber(data.lowStockThreshold)} or fewer left, of the products your shop sells (lowest first, at most 10).
        </p>
        <LowStockThresholdForm threshold={data.lowStockThreshold} />
        {data.lowStock.length === 0 ? (
          <p className="mt-3 text-sm text-gray-700">Nothing is running low.</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-100" data-testid="low-stock">
            {data.lowStock.map((item) => (
              <li key={`${item.asin}-${item.size}`} className="flex items-center gap-3 py-2">
                <img src={uploadUrl(item.image, '280x280')} alt="" width={40} height={40} className="size-10 shrink-0 rounded object-cover" />
                <span className="min-w-0 flex-1">
                  <a
                    href={`/product-category/${encodeURIComponent(item.asin)}`}
                    target="_blank"
                    rel="noopener"
                    className="line-clamp-2 text-sm text-gray-900 hover:underline"
                  >
                    {item.name}
                  </a>
                  <span className="block text-xs text-gray-600">{item.size ? `Size ${item.size}` : 'One size'}</span>
                </span>
                <span className={item.stock === 0 ? 'text-sm font-bold text-red-700' : 'text-sm font-semibold text-amber-800'}>
                  {item.stock === 0 ? 'Sold out' : `${item.stock} left`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
