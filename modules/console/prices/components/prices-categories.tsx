'use client';

import clsx from 'clsx';
import { useActionState } from 'react';
import { setCategoryHiddenAction } from '@/modules/console/prices/prices-actions';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { formatIndianNumber } from '@/lib/format/money';
import type { PriceCategory } from '@/platform/pricing/contract/console-prices';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

/** Every category by group, each with Hide/Show: a hidden category's products and menu entry leave the shop. */
export function PricesCategories({ categories }: { categories: PriceCategory[] }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(setCategoryHiddenAction, null);
  const groups = [...new Set(categories.map((category) => category.group))];
  return (
    <section aria-labelledby="categories-heading" className="space-y-3">
      <div>
        <h2 id="categories-heading" className="text-lg font-semibold">
          Categories
        </h2>
        <p className="text-sm text-gray-600">Hide a whole category: its products leave your shop’s menus, lists, search and home page.</p>
      </div>
      <ActionStatus state={state} />
      {groups.map((group) => (
        <div key={group}>
          <h3 className="mb-2 text-sm font-semibold text-gray-700">{group}</h3>
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {categories
              .filter((category) => category.group === group)
              .map((category) => (
                <li
                  key={category.id}
                  data-testid="price-category"
                  className={clsx(
                    'flex items-center justify-between gap-3 rounded-lg border bg-white px-3 py-2',
                    category.hidden ? 'border-dashed border-gray-300' : 'border-gray-200',
                  )}
                >
                  <div className="min-w-0">
                    <p className={clsx('truncate text-sm font-medium', category.hidden && 'text-gray-500')}>{category.name}</p>
                    <p className="text-xs text-gray-600">
                      {formatIndianNumber(category.products)} {category.products === 1 ? 'product' : 'products'}
                      {category.hidden && <span className="ml-1 font-semibold text-gray-800">· Hidden</span>}
                    </p>
                  </div>
                  <form action={action}>
                    <input type="hidden" name="categoryId" value={category.id} />
                    <input type="hidden" name="hidden" value={category.hidden ? 'false' : 'true'} />
                    <ConsoleButton
                      type="submit"
                      tone="secondary"
                      disabled={pending}
                      aria-label={`${category.hidden ? 'Show' : 'Hide'} ${category.name}`}
                      className="px-3"
                    >
                      {category.hidden ? 'Show' : 'Hide'}
                    </ConsoleButton>
                  </form>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
