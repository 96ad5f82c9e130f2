import Link from 'next/link';
import { CatalogueFilterForm } from '@/modules/console/catalogue/components/catalogue-filter-form';
import { CatalogueRow } from '@/modules/console/catalogue/components/catalogue-row';
import { ConsolePager } from '@/modules/console/shell/components/console-pager';
import { FormAlert } from '@/components/ui/form-field';
import { catalogueListHref, isCatalogueFiltered, type CatalogueListParams } from '@/modules/console/catalogue/catalogue-list';
import { formatIndianNumber } from '@/lib/format/money';
import type { AnswerOf } from '@/platform/contract/calls';
import type { TreeGroup } from '@/platform/catalogue/contract/console-catalogue-tree';

/** Every shop's products: found with the storefront's own search, filtered, paged; stock edited in place. */
export function CatalogueScreen({
  list,
  groups,
  params,
  refusal,
}: {
  list: AnswerOf<'consoleCatalogueProducts'>;
  groups: TreeGroup[];
  params: CatalogueListParams;
  refusal: string | null;
}) {
  const pages = Math.max(1, Math.ceil(list.total / list.page_size));
  const exportHref = catalogueListHref({ ...params, page: 1 }, '/admin/catalogue/export');
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Catalogue</h1>
          <p className="mt-1 text-sm text-gray-600">The products every shop sells. A change shows in every shop at once.</p>
        </div>
        <Link
          href="/admin/catalogue/new"
          className="inline-flex min-h-11 items-center rounded-lg bg-indigo-700 px-4 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          New product
        </Link>
      </div>
      <CatalogueFilterForm params={params} groups={groups} />
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-gray-700">
          {list.total === 0
            ? isCatalogueFiltered(params)
              ? 'No products match this search.'
              : 'The catalogue has no products yet.'
            : `${formatIndianNumber(list.total)} ${list.total === 1 ? 'product' : 'products'}${pages > 1 ? ` · page ${list.page} of ${formatIndianNumber(pages)}` : ''}${list.searched && list.searched !== params.q ? ` · showing results for “${list.searched}”` : ''}`}
        </p>
        {list.total > 0 && (
          <a href={exportHref} className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline" download>
            Export {isCatalogueFiltered(params) ? 'these' : 'all'} as CSV
          </a>
        )}
      </div>
      {list.rows.length > 0 && (
        <ul className="space-y-3" aria-label="Products">
          {list.rows.map((row) => (
            <CatalogueRow key={row.id} row={row} />
          ))}
        </ul>
      )}
      <ConsolePager page={list.page} pages={pages} hrefFor={(page) => catalogueListHref({ ...params, page })} />
    </div>
  );
}
