'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export interface ConsoleNavItem {
  href: string;
  label: string;
}

/**
 * The console's sections: tabs that wrap onto a second row on a phone (every section in sight, none hidden off the
 * edge of a strip), a sidebar on a wide screen.
 */
export function ConsoleNav({ items }: { items: readonly ConsoleNavItem[] }) {
  const pathname = usePathname();
  const current = (href: string) => (href === '/admin' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`));
  return (
    <nav aria-label="Console" className="border-b border-gray-200 bg-white md:border-b-0">
      <ul className="flex flex-wrap gap-1 px-2 py-2 md:flex-col md:flex-nowrap md:px-3 md:py-4">
        {items.map((item) => (
          <li key={item.href} className="shrink-0">
            <Link
              href={item.href}
              aria-current={current(item.href) ? 'page' : undefined}
              className={clsx(
                'flex min-h-11 items-center rounded-lg px-2.5 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none md:px-3',
                current(item.href) ? 'bg-indigo-50 text-indigo-800' : 'text-gray-700 hover:bg-gray-100',
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
