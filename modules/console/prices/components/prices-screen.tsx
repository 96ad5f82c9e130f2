import { PricesCategories } from '@/modules/console/prices/components/prices-categories';
import { PricesFilterForm } from '@/modules/console/prices/components/prices-filter-form';
import { PricesMarkupForm } from '@/modules/console/prices/components/prices-markup-form';
import { PricesRow } from '@/modules/console/prices/components/prices-row';
import { ConsolePager } from '@/modules/console/shell/components/console-pager';
import { FormAlert } from '@/components/ui/form-field';
import { priceListHref, type PriceListParams } from '@/modules/console/prices/price-list';
import { formatIndianNumber } from '@/lib/format/money';
import type { AnswerOf } from '@/platform/contract/calls';

/** The shop's markup, its own price per product, and the products and categories it hides. */
export function PricesScreen({ list, params, refusal }: { list: AnswerOf<'consolePrices'>; params: PriceListParams; refusal: string | null }) {
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
        <ConsolePager page={list.page} pages={pages} hrefFor={(page) => priceListHref({ ...params, page })} />
      </section>
      <PricesCategories categories={list.categories} />
    </div>
  );
}
