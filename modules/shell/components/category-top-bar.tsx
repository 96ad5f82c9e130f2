import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/link';
import type { Category } from '@/lib/platform/types';
import clsx from 'clsx';

/** How many of the categories fit beside 'All Department': 3 from 768px, 4 from 1024px, all 6 from 1280px. */
function shownFrom(index: number): string {
  if (index >= 4) return 'hidden xl:block';
  if (index >= 3) return 'hidden lg:block';
  return '';
}

/**
 * The first 6 categories, as many as the width holds; each opens its subcategories on hover or on keyboard focus
 * (:focus-visible, so a list does not stay open after a mouse click moved focus into it). CSS only, no script.
 */
export async function CategoryTopBar({ categories }: { categories: Category[] }) {
  const t = await getTranslations('Shell');
  return (
    <ul className="flex min-w-0 items-center gap-1">
      {categories.map((category, index) => (
        <li key={category.id} className={`group relative min-w-0 ${shownFrom(index)}`}>
          <Link
            href={`/products-section2/${category.id}`}
            title={category.name}
            className="flex min-h-11 max-w-52 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap text-gray-800 group-hover:text-shop-primary hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-shop-primary"
          >
            <span className="truncate">{category.name}</span>
          </Link>
          {category.subcategories.length > 0 && (
            <ul
              aria-label={t('subcategories', { category: category.name })}
              className={clsx(
                'invisible absolute top-full z-50 w-56 rounded-xl border border-gray-200 bg-white p-1.5 text-sm opacity-0 shadow-xl transition-opacity group-hover:visible group-hover:opacity-100 group-has-[:focus-visible]:visible group-has-[:focus-visible]:opacity-100',
                index >= 4 ? 'right-0' : 'left-0',
              )}
            >
              {category.subcategories.map((subcategory) => (
                <li key={subcategory.id}>
                  <Link
                    href={`/products-section/${subcategory.id}`}
                    // Hidden until hovered: visibility:hidden links still count as in view for prefetching.
                    prefetch={false}
                    className="flex min-h-10 items-center rounded-lg px-3 text-gray-700 hover:bg-gray-50 hover:text-shop-primary focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-shop-primary"
                  >
                    {subcategory.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
