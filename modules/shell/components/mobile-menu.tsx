'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { MenuIcon } from '@/components/ui/icons';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import type { Group } from '@/lib/platform/types';

// Most visits never open the menu, so its panel loads on the first tap.
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel').then((module) => ({ default: module.MobileMenuPanel })));

/** Below 768px: a menu button opening a slide-in panel with a second search box, the account links and the departments. */
export function MobileMenu({ tree }: { tree: Group[] }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const t = useTranslations('Menu');

  return (
    <>
      <button
        type="button"
        aria-label={t('open')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-ml-1 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-primary md:hidden"
      >
        <MenuIcon size={24} />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuPanel tree={tree} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
