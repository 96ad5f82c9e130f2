'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

const TABS = [
  { href: '/admin/catalogue', label: 'Products' },
  { href: '/admin/catalogue/categories', label: 'Categories' },
  { href: '/admin/catalogue/import', label: 'Import & export' },
  { href: '/admin/catalogue/search-words', label: 'Search words' },
] as const;

/** The catalogue's parts; a product's own pages count as Products. */
export function CatalogueTabs() {
  const pathname = usePathname();
  const current = (href: string) =>
    href === '/admin/catalogue' ? !TABS.some((tab) => tab.href !== href && pathname.startsWith(tab.href)) : pathname.startsWith(href);
  return (
    <nav aria-label="Catalogue" className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 px-1">
        {TABS.map((tab) => (
          <li key={tab.href} className="shrink-0">
            <Link
              href={tab.href}
              aria-current={current(tab.href) ? 'page' : undefined}
              className={clsx(
                'flex min-h-11 items-center rounded-lg border px-3 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
                current(tab.href) ? 'border-indigo-200 bg-indigo-50 text-indigo-800' : 'border-gray-200 bg-white text-gray-700 hover:bg-gray-100',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
