import type { Metadata } from 'next';
import Link from 'next/link';
import { PricesCategories } from '@/modules/console/prices/components/prices-categories';
import { PricesFilterForm } from '@/modules/console/prices/components/prices-filter-form';
import { PricesMarkupForm } from '@/modules/console/prices/components/prices-markup-form';
import { PricesRow } from '@/modules/console/prices/components/prices-row';
import { FormAlert } from '@/components/ui/form-field';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';
import { priceListHref, priceListParams, priceListQuery } from '@/modules/console/prices/price-list';
import { formatIndianNumber } from '@/lib/format/money';
import { PlatformError } from '@/lib/platform/server/client';
import type { AnswerOf } from '@/platform/contract/calls';

export const metadata: Metadata = { title: 'Prices' };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const pagerLink =
  'inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

/** The shop's markup, its own price per product, and the products and categories it hides. */
export default async function ConsolePricesPage({ searchParams }: Props) {
  await requireConsoleAdmin();
  const params = priceListParams(await searchParams);
  let list: AnswerOf<'consolePrices'> | null = null;
  let refusal: string | null = null;
  try {
    list = await consoleCall('consolePrices', { query: priceListQuery(params) });
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status !== 400) throw error;
    refusal = error.message;
    list = await consoleCall('consolePrices', { query: { page: '1' } });
  }
  const pages = Math.max(1, Math.ceil(list.total / list.page_size));
  const filtered = Boolean(params.q || params.category || params.filter !== 'all');
  return (
    <div className="max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Prices</h1>
        <p className="mt-1 text-sm text-gray-600">
          What your shop charges: a markup on every supplier price, or your own price for a product (never below the supplier’s, never above the MRP).
          The MRP shoppers see is always the supplier’s. Hide what you do not want to sell. Changes show on the shop at once.
        </p>
      </div>
      <PricesMarkupForm markup={list.markup} capped={list.capped} />
      <section aria-labelledby="products-heading" className="space-y-3">
        <h2 id="products-heading" className="text-lg font-semibold">
          Products
        </h2>
        <PricesFilterForm params={params} categories={list.categories} />
        {refusal && <FormAlert>{refusal}</FormAlert>}
        <p role="status" className="text-sm text-gray-700">
          {list.total === 0
            ? filtered
              ? 'No products match this search.'
              : 'The catalogue has no products yet.'
            : `${formatIndianNumber(list.total)} ${list.total === 1 ? 'product' : 'products'}${pages > 1 ? ` · page ${list.page} of ${formatIndianNumber(pages)}` : ''}`}
        </p>
        {list.rows.length > 0 && (
          <>
            <div
              aria-hidden="true"
              className="hidden px-4 text-xs font-semibold text-gray-600 md:grid md:grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)_minmax(0,1.6fr)_7rem] md:gap-4"
            >
              <span>Product</span>
              <span>Supplier · markup</span>
              <span>Your price</span>
              <span>In your shop</span>
            </div>
            <ul className="space-y-3" aria-label="Products and their prices">
              {list.rows.map((row) => (
                <PricesRow key={row.id} row={row} />
              ))}
            </ul>
          </>
        )}
        {pages > 1 && (
          <nav aria-label="Pages" className="flex flex-wrap items-center gap-3">
            {list.page > 1 && (
              <Link href={priceListHref({ ...params, page: list.page - 1 })} className={pagerLink} rel="prev">
                ← Previous
              </Link>
            )}
            {list.page < pages && (
              <Link href={priceListHref({ ...params, page: list.page + 1 })} className={pagerLink} rel="next">
                Next →
              </Link>
            )}
          </nav>
        )}
      </section>
      <PricesCategories categories={list.categories} />
    </div>
  );
}
