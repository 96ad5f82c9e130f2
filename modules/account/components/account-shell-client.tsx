'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/account-icons';
import { ACCOUNT_BOTTOM_BAR, ACCOUNT_MENU, isCurrent, type BottomBarKey, type MenuKey } from './account-nav';
import clsx from 'clsx';

/** The account frame's words in the page's language (account-shell.tsx translates them on the server). */
export interface AccountShellTexts {
  menu: Record<MenuKey, string>;
  bottomBar: Record<BottomBarKey, string>;
  menuButton: string;
  closeMenu: string;
  myAccount: string;
  nav: string;
  shortcuts: string;
}

/**
 * The account area's frame: the side menu on wide screens; on phones a slide-out menu and a bottom bar
 * (Home, Orders, Wishlist, Account).
 */
export function AccountShellClient({ title, texts, children }: { title: string; texts: AccountShellTexts; children: ReactNode }) {
  const pathname = usePathname();
  // The menu is open on the page it was opened on; following one of its links closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    panel.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenOn(null);
        opener.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const menu = (
    <ul className="space-y-1">
      {ACCOUNT_MENU.map((item) => {
        const current = isCurrent(pathname, item);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? 'page' : undefined}
              className={clsx(
                'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-shop-primary',
                current ? 'bg-shop-primary/10 text-shop-primary' : 'text-gray-700 hover:bg-gray-100',
              )}
            >
              <Icon name={item.icon} className="h-5 w-5" />
              {texts.menu[item.key]}
            </Link>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-24 md:pb-12">
      <div className="mb-4 flex items-center gap-3 md:hidden">
        <button
          ref={opener}
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-expanded={menuOpen}
          aria-controls="account-menu-panel"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-gray-200 bg-white px-3 text-sm font-semibold text-gray-800 shadow-sm focus-visible:outline-2"
        >
          <Icon name="menu" className="h-5 w-5" />
          {texts.menuButton}
        </button>
      </div>
      <div className="flex gap-8">
        <nav aria-label={texts.nav} className="hidden w-60 shrink-0 md:block">
          <div className="sticky top-24 rounded-xl border border-gray-100 bg-white p-3 shadow-sm">{menu}</div>
        </nav>
        <section aria-labelledby="account-page-title" className="min-w-0 flex-1">
          <h1 id="account-page-title" className="mb-5 text-2xl font-bold text-gray-900">
            {title}
          </h1>
          {children}
        </section>
      </div>

      {menuOpen && (
        <div className="fixed inset-0 z-50 md:hidden">
          <button
            type="button"
            aria-label={texts.closeMenu}
            tabIndex={-1}
            onClick={() => setMenuOpen(false)}
            className="absolute inset-0 bg-black/40"
          />
          <div
            ref={panel}
            id="account-menu-panel"
            role="dialog"
            aria-modal="true"
            aria-label={texts.menuButton}
            className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] animate-[toast-in_0.2s_ease-out] flex-col bg-white p-4 shadow-2xl"
          >
            <div className="mb-3 flex items-center justify-between">
              <p className="font-semibold text-gray-900">{texts.myAccount}</p>
              <button
                type="button"
                onClick={() => setMenuOpen(false)}
                aria-label={texts.closeMenu}
                className="rounded-lg p-2.5 text-gray-600 focus-visible:outline-2"
              >
                <Icon name="close" className="h-5 w-5" />
              </button>
            </div>
            <nav aria-label={texts.nav}>{menu}</nav>
          </div>
        </div>
      )}

      <nav
        aria-label={texts.shortcuts}
        data-bottom-bar
        className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 backdrop-blur md:hidden"
      >
        <ul className="grid grid-cols-4">
          {ACCOUNT_BOTTOM_BAR.map((item) => {
            const current = isCurrent(pathname, item);
            return (
              <li key={item.key}>
                <Link
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(
                    'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium focus-visible:outline-2',
                    current ? 'text-shop-primary' : 'text-gray-600',
                  )}
                >
                  <Icon name={item.icon} className="h-5 w-5" />
                  {texts.bottomBar[item.key]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
