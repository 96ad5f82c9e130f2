import clsx from 'clsx';
import Link from 'next/link';
import type { CatalogueRow as Row } from '@/platform/catalogue/contract/console-catalogue';
import { LOW_STOCK_UNITS } from '@/platform/catalogue/contract/console-catalogue';
import { uploadUrl } from '@/lib/images/upload-url';
import { formatIndianNumber, formatRupees } from '@/lib/format/money';
import { CatalogueStockForm } from './catalogue-stock-form';

function stockLabel(stock: number): { text: string; tone: string } {
  if (stock === 0) return { text: 'Out of stock', tone: 'bg-red-50 text-red-800' };
  if (stock <= LOW_STOCK_UNITS) return { text: `Low: ${stock} left`, tone: 'bg-amber-50 text-amber-900' };
  return { text: `${formatIndianNumber(stock)} in stock`, tone: 'bg-green-50 text-green-800' };
}

/** One product of the operators' list: a card on a phone, columns on a wide screen; its stock edited in place. */
export function CatalogueRow({ row }: { row: Row }) {
  const stock = stockLabel(row.stock);
  return (
    <li
      data-testid="catalogue-row"
      className={clsx(
        'rounded-xl border bg-white p-3 md:grid md:grid-cols-[minmax(0,2.4fr)_minmax(0,1fr)_minmax(0,1.8fr)] md:items-start md:gap-4 md:p-4',
        row.archived ? 'border-dashed border-gray-300' : 'border-gray-200',
      )}
    >
      <div className="flex gap-3">
        <img src={uploadUrl(row.image, '280x280')} alt="" width={56} height={56} className="size-14 shrink-0 rounded object-cover" loading="lazy" />
        <div className="min-w-0">
          <Link href={`/admin/catalogue/${row.asin}`} className="line-clamp-2 font-semibold text-indigo-800 underline-offset-2 hover:underline">
            {row.name}
          </Link>
          <p className="truncate text-xs text-gray-600">{row.asin}</p>
          <p className="text-xs text-gray-600">
            {row.category} › {row.subcategory}
            {row.brand ? ` · ${row.brand}` : ''}
          </p>
          <div className="mt-1 flex flex-wrap gap-1 text-xs font-semibold">
            <span className={clsx('rounded px-1.5 py-0.5', stock.tone)}>{stock.text}</span>
            {row.archived && <span className="rounded bg-gray-200 px-1.5 py-0.5 text-gray-800">Archived</span>}
          </div>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-1 text-sm md:mt-0 md:grid-cols-1">
        <div>
          <dt className="text-xs text-gray-600">Selling price</dt>
          <dd className="font-semibold">{formatRupees(row.price)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">MRP</dt>
          <dd>{formatRupees(row.originalPrice)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">Supplier</dt>
          <dd>{formatRupees(row.supplierPrice)}</dd>
        </div>
      </dl>
      <CatalogueStockForm asin={row.asin} name={row.name} sizes={row.sizes} />
    </li>
  );
}
