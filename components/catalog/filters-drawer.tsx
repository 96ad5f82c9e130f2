'use client';

import { useState, type ReactNode } from 'react';
import { Drawer } from '@/components/ui/drawer';
import { FilterIcon } from '@/components/ui/icons';

/** On narrow screens the filter panel lives in a drawer opened by a Filters button. */
export function FiltersDrawer({ children, activeCount }: { children: ReactNode; activeCount: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex h-11 shrink-0 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-800 hover:border-shop-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary lg:hidden"
      >
        <FilterIcon size={18} />
        Filters
        {activeCount > 0 && <span className="rounded-full bg-shop-primary px-1.5 text-xs text-white">{activeCount}</span>}
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Filters">
        <div className="space-y-6 p-4">{children}</div>
      </Drawer>
    </>
  );
}
