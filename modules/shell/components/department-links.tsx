'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { moveFocus } from '@/components/ui/move-focus';
import { useEffect, useRef } from 'react';
import type { Group } from '@/lib/platform/types';

const itemClass = 'block rounded-md px-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-shop-primary';

/**
 * The 'All Department' panel's links: groups → categories → subcategories (department-menu.tsx loads them when the
 * panel first opens), which arrow keys, Home and End move through. Opened from the keyboard, the first link takes the
 * focus as soon as it is there.
 */
export function DepartmentLinks({ tree, focusFirst }: { tree: Group[]; focusFirst: boolean }) {
  const t = useTranslations('Shell');
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusFirst) list.current?.querySelector<HTMLElement>('a')?.focus();
    // On mount only: a later ArrowDown focuses the links that are there (department-menu.tsx).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <ul
      ref={list}
      aria-label={t('departments')}
      onKeyDown={(event) => {
        if (moveFocus(event.currentTarget, event.key)) event.preventDefault();
      }}
    >
      {tree.map((group) => (
        <li key={group.id} className="border-b border-gray-100 px-2 py-1.5 last:border-b-0">
          <Link href={`/products-section2/${group.id}`} className={`${itemClass} py-2 font-semibold text-gray-900 hover:text-shop-primary`}>
            {group.name}
          </Link>
          <ul>
            {group.categories.map((category) => (
              <li key={category.id}>
                <Link
                  href={`/products-section2/${category.id}`}
                  className={`${itemClass} py-1.5 pl-5 font-medium text-gray-800 hover:bg-gray-50 hover:text-shop-primary`}
                >
                  {category.name}
                </Link>
                <ul>
                  {category.subcategories.map((subcategory) => (
                    <li key={subcategory.id}>
                      <Link
                        href={`/products-section/${subcategory.id}`}
                        className={`${itemClass} py-1 pl-9 text-gray-600 hover:bg-gray-50 hover:text-shop-primary`}
                      >
                        {subcategory.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
