import { formatRupees, formatRupeesAndPaise } from '@/lib/format/money';
import { deliveryOf } from '@/modules/console/orders/order-view';
import { amountRows } from '@/modules/orders/amount-rows';
import { formatOrderDate } from '@/modules/orders/order-date';
import { toOrderAmounts } from '@/lib/platform/transforms/orders';
import { PAYMENT_STATE_LABELS, type ConsoleOrderDetail } from '@/platform/orders/contract/console-orders';

const cell = 'border-b border-gray-200 px-1.5 py-2 align-top sm:px-2';
/** Columns a phone folds into the item's cell, so the amount column always fits a 390 px screen; print shows them all. */
const wide = 'hidden sm:table-cell print:table-cell';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-6">
      <dt className="text-gray-700">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * A GST-style invoice for the order's items that were not cancelled: the seller (name, address and GSTIN from the
 * branding settings), the buyer, the items with their HSN code, and the order's figures as every screen shows them
 * (amountRows: what cancelled items took off, the order total the platform's net). Prices
 * include GST; for a shop with a GSTIN and categories with a GST rate the platform works out each line's taxable value
 * and tax (CGST and SGST within the seller's state, IGST across states), and the invoice shows them.
 */
export function InvoiceDocument({ order }: { order: ConsoleOrderDetail }) {
  const buyer = deliveryOf(order);
  const lines = order.lines.filter((l) => l.status !== 'Cancelled');
  const { shop } = order;
  const taxes = order.tax_totals;
  return (
    <article className="mx-auto max-w-3xl rounded-xl border border-gray-200 bg-white p-3 text-sm text-gray-900 sm:p-5 print:max-w-none print:rounded-none print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-gray-300 pb-4">
        <div>
          <p className="text-lg font-bold">{shop.name}</p>
          {shop.address && <p className="max-w-xs text-gray-700">{shop.address}</p>}
          {(shop.mobile || shop.email) && <p className="text-gray-700">{[shop.mobile, shop.email].filter(Boolean).join(' · ')}</p>}
          <p className="mt-1 font-medium">{shop.gstin ? `GSTIN ${shop.gstin}` : 'GSTIN: not registered'}</p>
        </div>
        <div className="text-right">
          <h1 className="text-xl font-bold tracking-wide uppercase">{shop.gstin ? 'Tax invoice' : 'Invoice'}</h1>
          <p>
            Invoice number <strong className="font-mono">{order.number}</strong>
          </p>
          <p>Date {formatOrderDate(order.placed_at)}</p>
        </div>
      </header>

      <section className="grid gap-4 border-b border-gray-300 py-4 sm:grid-cols-2 print:grid-cols-2" aria-label="Buyer">
        <div>
          <h2 className="text-xs font-semibold tracking-wide text-gray-600 uppercase">Bill and ship to</h2>
          <p className="font-semibold">{buyer.name}</p>
          {buyer.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>Phone {buyer.phone}</p>
        </div>
        <div className="sm:text-right print:text-right">
          <h2 className="text-xs font-semibold tracking-wide text-gray-600 uppercase">Payment</h2>
          <p>{PAYMENT_STATE_LABELS[order.payment.state]}</p>
          {order.payment.razorpay_payment_id && <p className="font-mono text-xs">{order.payment.razorpay_payment_id}</p>}
          <p>Place of supply: {order.address.STATENAME || '—'}</p>
        </div>
      </section>

      {/* On a phone the columns may be wider than the screen: the table scrolls on its own, the page does not. */}
      <div className="mt-4 overflow-x-auto print:overflow-visible" role="region" aria-label="Items" tabIndex={0}>
        <table className="w-full text-left">
          <thead className="text-xs tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className={cell}>
                #
              </th>
              <th scope="col" className={`${cell} sm:min-w-40`}>
                Item
              </th>
              <th scope="col" className={`${cell} ${wide}`}>
                HSN
              </th>
              <th scope="col" className={`${cell} ${wide} text-right`}>
                Qty
              </th>
              <th scope="col" className={`${cell} ${wide} text-right`}>
                Rate
              </th>
              {taxes && (
                <>
                  <th scope="col" className={`${cell} ${wide} text-right`}>
                    GST
                  </th>
                  <th scope="col" className={`${cell} ${wide} text-right`}>
                    Taxable value
                  </th>
                </>
              )}
              <th scope="col" className={`${cell} text-right`}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={line.id}>
                <td className={cell}>{i + 1}</td>
                <td className={cell}>
                  {line.name}
                  {line.size && <span className="text-gray-600"> · Size {line.size}</span>}
                  <span data-testid="invoice-line-facts" className="block text-gray-600 sm:hidden print:hidden">
                    {[
                      `${line.quantity} × ${formatRupees(line.unit_price)}`,
                      line.hsn && `HSN ${line.hsn}`,
                      line.tax && `GST ${line.tax.rate_percent}%, taxable ${formatRupeesAndPaise(line.tax.taxable)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </td>
                <td className={`${cell} ${wide} font-mono`}>{line.hsn || '—'}</td>
                <td className={`${cell} ${wide} text-right`}>{line.quantity}</td>
                <td className={`${cell} ${wide} text-right`}>{formatRupees(line.unit_price)}</td>
                {taxes && (
                  <>
                    <td className={`${cell} ${wide} text-right`}>{line.tax ? `${line.tax.rate_percent}%` : '—'}</td>
                    <td className={`${cell} ${wide} text-right`}>{line.tax ? formatRupeesAndPaise(line.tax.taxable) : '—'}</td>
                  </>
                )}
                <td data-testid="invoice-line-amount" className={`${cell} text-right whitespace-nowrap`}>
                  {formatRupees(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="mt-4 ml-auto max-w-xs space-y-1">
        {amountRows(toOrderAmounts(order.amounts)).map((row) =>
          row.tone === 'total' ? (
            <div key={row.key} className="flex justify-between gap-6 border-t border-gray-300 pt-1 font-bold">
              <dt>{row.label}</dt>
              <dd data-testid="invoice-total">{row.value}</dd>
            </div>
          ) : (
            <Row key={row.key} label={row.label} value={row.value} />
          ),
        )}
      </dl>
      {taxes && (
        <dl className="mt-4 ml-auto max-w-xs space-y-1 border-t border-gray-300 pt-2" aria-label="GST included">
          <Row label="Taxable value" value={formatRupeesAndPaise(taxes.taxable)} />
          {taxes.igst > 0 ? (
            <Row label="IGST" value={formatRupeesAndPaise(taxes.igst)} />
          ) : (
            <>
              <Row label="CGST" value={formatRupeesAndPaise(taxes.cgst)} />
              <Row label="SGST" value={formatRupeesAndPaise(taxes.sgst)} />
            </>
          )}
        </dl>
      )}
      <p className="mt-3 text-gray-700">All prices include GST. Amounts are in Indian rupees.</p>
      <p className="mt-6 text-xs text-gray-500">This is a computer-generated invoice and needs no signature.</p>
    </article>
  );
}
