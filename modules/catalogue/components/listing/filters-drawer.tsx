'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Drawer } from '@/components/ui/drawer';
import { FilterIcon } from '@/components/ui/icons';
import { useListingNavigation } from './listing-navigation';

const FiltersOpenContext = createContext<{ open: boolean; setOpen: (open: boolean) => void }>({ open: false, setOpen: () => {} });

/** Whether the filter drawer is open, shared by the Filters button in the toolbar and the panel beside the results. */
export function FiltersDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return <FiltersOpenContext.Provider value={{ open, setOpen }}>{children}</FiltersOpenContext.Provider>;
}

/** On narrow screens the filter panel lives in a drawer opened by this button. */
export function FiltersButton({ activeCount }: { activeCount: number }) {
  const { open, setOpen } = useContext(FiltersOpenContext);
  const t = useTranslations('Listing');
  return (
    <button
      type="button"
      aria-expanded={open}
      onClick={() => setOpen(true)}
      className="flex h-11 shrink-0 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-800 hover:border-shop-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary lg:hidden"
    >
      <FilterIcon size={18} />
      {t('filters')}
      {activeCount > 0 && <span className="rounded-full bg-shop-primary px-1.5 text-xs text-white">{activeCount}</span>}
    </button>
  );
}

/**
 * The filter panel: a sidebar on large screens, moved into the drawer while it is open. The page carries one copy of
 * the panel (a listing's category tree is its largest part), not one for each place. In the drawer (the phone's
 * filter sheet) choosing a value keeps it open and updates the list behind it; "Show 124 products" closes it.
 */
export function FiltersPanel({ children, total }: { children: ReactNode; total: number | null }) {
  const { open, setOpen } = useContext(FiltersOpenContext);
  const { pending } = useListingNavigation();
  const t = useTranslations('Listing');
  return (
    <>
      <aside aria-label={t('filters')} className="hidden lg:block">
        <div className="sticky top-36 max-h-[calc(100vh-10rem)] space-y-8 overflow-y-auto overscroll-contain pr-2 pb-4">{!open && children}</div>
      </aside>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('filters')}
        footer={
          total !== null && (
            <button
              type="button"
              onClick={() => setOpen(false)}
              disabled={pending}
              className="h-12 w-full rounded-lg bg-shop-primary text-base font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary disabled:opacity-60"
            >
              {pending ? t('updating') : t('showProducts', { count: total })}
            </button>
          )
        }
      >
        <div className="space-y-6 p-4">{children}</div>
      </Drawer>
    </>
  );
}
