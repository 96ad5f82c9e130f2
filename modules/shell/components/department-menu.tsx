'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { ChevronDownIcon, MenuIcon } from '@/components/ui/icons';
import { useDismiss } from '@/components/ui/use-dismiss';
import type { Group } from '@/lib/platform/types';
import clsx from 'clsx';

// The links load when the panel first opens (most visits never open it), and are drawn only while it is open.
const DepartmentLinks = lazy(() => import('./department-links').then((module) => ({ default: module.DepartmentLinks })));

/**
 * 'All Department': groups → categories → subcategories in a 300px wide panel that scrolls past 520px. A button
 * with aria-expanded opens it; arrow keys, Home and End move through the links, Tab walks them, Escape closes and
 * returns to the button, and leaving the panel (click or focus elsewhere) closes it. The links are drawn only while
 * it is open: a hundred hidden links would only make every page heavier to load and hydrate (the top bar, the
 * listings and the sitemap carry the same links for crawlers).
 */
export function DepartmentMenu({ tree }: { tree: Group[] }) {
  const [open, setOpen] = useState(false);
  const t = useTranslations('Shell');
  // Opened with ArrowDown: the first link takes the focus (once loaded, the first time).
  const [focusFirst, setFocusFirst] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, close, button);

  const focusFirstLink = () => requestAnimationFrame(() => document.getElementById(panelId)?.querySelector<HTMLElement>('a')?.focus());

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
        onClick={() => {
          setFocusFirst(false);
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setFocusFirst(true);
            setOpen(true);
            focusFirstLink();
          }
        }}
        className="flex min-h-11 items-center gap-2 rounded-lg bg-shop-primary px-4 text-sm font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
      >
        <MenuIcon size={18} />
        {t('allDepartment')}
        <ChevronDownIcon size={16} className={clsx('transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) close();
        }}
        className="absolute left-0 z-50 mt-1 max-h-[520px] w-[300px] overflow-y-auto overscroll-contain rounded-xl border border-gray-200 bg-white py-2 text-sm shadow-xl"
      >
        {open && (
          <Suspense fallback={null}>
            <DepartmentLinks tree={tree} focusFirst={focusFirst} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
