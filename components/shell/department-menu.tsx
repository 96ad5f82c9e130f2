'use client';

import Link from '@/components/ui/link';
import { useCallback, useId, useRef, useState } from 'react';
import { ChevronDownIcon, MenuIcon } from '@/components/ui/icons';
import { moveFocus, useDismiss } from '@/components/ui/use-dismiss';
import type { Group } from '@/lib/platform/types';
import clsx from 'clsx';

const itemClass = 'block rounded-md px-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-shop-primary';

/**
 * 'All Department': groups → categories → subcategories in a 300px wide panel that scrolls past 520px. A button
 * with aria-expanded opens it; arrow keys, Home and End move through the links, Tab walks them, Escape closes and
 * returns to the button, and leaving the panel (click or focus elsewhere) closes it. The links are drawn only while
 * it is open: a hundred hidden links would only make every page heavier to load and hydrate (the top bar, the
 * listings and the sitemap carry the same links for crawlers).
 */
export function DepartmentMenu({ tree }: { tree: Group[] }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, close, button);

  const focusFirst = () => requestAnimationFrame(() => document.getElementById(panelId)?.querySelector<HTMLElement>('a')?.focus());

  return (
    <div
      ref={container}
      className="relative"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget) close();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            focusFirst();
          }
        }}
        className="flex min-h-11 items-center gap-2 rounded-lg bg-shop-primary px-4 text-sm font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
      >
        <MenuIcon size={18} />
        All Department
        <ChevronDownIcon size={16} className={clsx('transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        onKeyDown={(event) => {
          if (moveFocus(event.currentTarget, event.key)) event.preventDefault();
        }}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) close();
        }}
        className="absolute left-0 z-50 mt-1 max-h-[520px] w-[300px] overflow-y-auto overscroll-contain rounded-xl border border-gray-200 bg-white py-2 text-sm shadow-xl"
      >
        {open && (
          <ul aria-label="Departments">
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
        )}
      </div>
    </div>
  );
}
