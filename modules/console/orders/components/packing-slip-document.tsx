import { formatRupees } from '@/lib/format/money';
import { deliveryOf } from '@/modules/console/orders/order-view';
import { formatOrderDate } from '@/modules/orders/order-date';
import type { ConsoleOrderDetail } from '@/platform/orders/contract/console-orders';

const cell = 'border-b border-gray-200 px-2 py-2 align-top';

/** What goes in the parcel and where it goes: the open items with a tick box each, the address, and what the courier collects. */
export function PackingSlipDocument({ order }: { order: ConsoleOrderDetail }) {
  const to = deliveryOf(order);
  const lines = order.lines.filter((l) => l.status !== 'Cancelled');
  const collect = order.payment.mode === 'COD' ? order.amounts.net : 0;
  return (
    <article className="mx-auto max-w-3xl rounded-xl border border-gray-200 bg-white p-5 text-sm text-gray-900 print:max-w-none print:rounded-none print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-gray-300 pb-4">
        <div>
          <h1 className="text-xl font-bold tracking-wide uppercase">Packing slip</h1>
          <p className="font-semibold">{order.shop.name}</p>
        </div>
        <div className="text-right">
          <p>
            Order <strong className="font-mono">{order.number}</strong>
          </p>
          <p>Placed {formatOrderDate(order.placed_at)}</p>
        </div>
      </header>
      <section className="border-b border-gray-300 py-4" aria-label="Ship to">
        <h2 className="text-xs font-semibold tracking-wide text-gray-600 uppercase">Ship to</h2>
        <p className="text-base font-semibold">{to.name}</p>
        {to.lines.map((line) => (
          <p key={line} className="text-base">
            {line}
          </p>
        ))}
        <p className="text-base">Phone {to.phone}</p>
      </section>
      <table className="mt-4 w-full text-left">
        <thead className="text-xs tracking-wide text-gray-600 uppercase">
          <tr>
            <th scope="col" className={`${cell} w-10`}>
              <span className="sr-only">Packed</span>
            </th>
            <th scope="col" className={cell}>
              Item
            </th>
            <th scope="col" className={cell}>
              Size
            </th>
            <th scope="col" className={cell}>
              Colour
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td className={cell}>
                <span aria-hidden="true" className="inline-block h-5 w-5 rounded border-2 border-gray-500" />
              </td>
              <td className={cell}>
                {line.name}
                <span className="block font-mono text-xs text-gray-600">{line.asin}</span>
              </td>
              <td className={cell}>{line.size || '—'}</td>
              <td className={cell}>{line.color || '—'}</td>
              <td className={`${cell} text-right text-base font-bold`}>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="packing-payment" className="mt-4 rounded-lg border-2 border-gray-900 px-3 py-2 text-base font-bold">
        {collect > 0
          ? `Cash on delivery: collect ${formatRupees(collect)}`
          : order.payment.state === 'paid'
            ? 'Prepaid: collect nothing'
            : 'Not paid yet: do not ship'}
      </p>
    </article>
  );
}
