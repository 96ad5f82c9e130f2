'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '@/components/ui/use-opened-once';

// The chart is read by few shoppers, so it loads when first asked for.
const SizeGuideModal = lazy(() => import('./size-guide-modal').then((module) => ({ default: module.SizeGuideModal })));

/** The 'Size Guide' link and its chart (inches), offered for letter sizes. */
export function SizeGuide() {
  const [open, setOpen] = useState(false);
  const t = useTranslations('Product');
  const opened = useOpenedOnce(open);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="min-h-11 rounded px-1 text-sm font-semibold text-shop-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-shop-primary"
      >
        {t('sizeGuide')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <SizeGuideModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
