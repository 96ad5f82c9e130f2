import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { ListingTarget } from '@/modules/catalogue/listing-target';
import type { Group } from '@/lib/platform/types';
import clsx from 'clsx';

const linkClass =
  'flex min-h-10 items-center rounded-lg px-3 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-shop-primary';

/**
 * Every category under its group; each expands to its subcategories (native <details>, no script). The category
 * being shown starts open, and the current listing is marked.
 */
export function CategoryPanel({ tree, current }: { tree: Group[]; current: ListingTarget | null }) {
  const t = useTranslations('Listing');
  const openCategory = current && current.kind !== 'group' ? current.category.id : null;
  return (
    <section aria-labelledby="filter-categories">
      <h2 id="filter-categories" className="mb-3 text-sm font-semibold tracking-wide text-gray-900 uppercase">
        {t('categories')}
      </h2>
      <ul className="space-y-3">
        {tree.map((group) => {
          const groupCurrent = current?.kind === 'group' && current.id === group.id;
          return (
            <li key={group.id}>
              <Link
                href={`/products-section2/${group.id}`}
                aria-current={groupCurrent ? 'page' : undefined}
                className={clsx(
                  linkClass,
                  'font-semibold',
                  groupCurrent ? 'bg-shop-primary/10 text-shop-primary' : 'text-gray-900 hover:text-shop-primary',
                )}
              >
                {group.name}
              </Link>
              <ul>
                {group.categories.map((category) => {
                  const categoryCurrent = current?.kind === 'cat' && current.id === category.id;
                  return (
                    <li key={category.id}>
                      <details open={openCategory === category.id} className="group/cat">
                        <summary
                          className={clsx(
                            linkClass,
                            'cursor-pointer list-none justify-between text-gray-700 hover:bg-gray-50 [&::-webkit-details-marker]:hidden',
                            openCategory === category.id && 'font-semibold text-gray-900',
                          )}
                        >
                          {category.name}
                          <ChevronDownIcon size={16} className="shrink-0 text-gray-500 transition-transform group-open/cat:rotate-180" />
                        </summary>
                        <ul className="mb-1 ml-3 border-l border-gray-200 pl-1">
                          <li>
                            <Link
                              href={`/products-section2/${category.id}`}
                              aria-current={categoryCurrent ? 'page' : undefined}
                              className={clsx(
                                linkClass,
                                categoryCurrent ? 'bg-shop-primary/10 font-semibold text-shop-primary' : 'text-gray-600 hover:text-shop-primary',
                              )}
                            >
                              {t('allOf', { name: category.name })}
                            </Link>
                          </li>
                          {category.subcategories.map((subcategory) => {
                            const subCurrent = current?.kind === 'subcat' && current.id === subcategory.id;
                            return (
                              <li key={subcategory.id}>
                                <Link
                                  href={`/products-section/${subcategory.id}`}
                                  aria-current={subCurrent ? 'page' : undefined}
                                  className={clsx(
                                    linkClass,
                                    subCurrent ? 'bg-shop-primary/10 font-semibold text-shop-primary' : 'text-gray-600 hover:text-shop-primary',
                                  )}
                                >
                                  {subcategory.name}
                                </Link>
                              </li>
                            );
                          })}
                        </ul>
                      </details>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
