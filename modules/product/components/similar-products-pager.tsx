'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { wrapPage } from '@/modules/product/wrap-page';

const arrow =
  'flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 shadow-sm hover:border-shop-primary hover:text-shop-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary';

/** Shows one server-rendered page of cards at a time; previous/next wrap from the last page to the first and back. */
export function SimilarProductsPager({ pages }: { pages: ReactNode[] }) {
  const t = useTranslations('Product');
  const [page, setPage] = useState(0);
  const count = pages.length;
  return (
    <div className="mt-3">
      {count > 1 && (
        <div className="mb-3 flex items-center justify-end gap-3">
          <p className="text-sm text-gray-600" aria-live="polite">
            {t('similarPage', { page: page + 1, count })}
          </p>
          <button type="button" className={arrow} aria-label={t('previousSimilar')} onClick={() => setPage(wrapPage(page, -1, count))}>
            <ChevronLeftIcon />
          </button>
          <button type="button" className={arrow} aria-label={t('nextSimilar')} onClick={() => setPage(wrapPage(page, 1, count))}>
            <ChevronRightIcon />
          </button>
        </div>
      )}
      <div data-testid="similar-page">{pages[page]}</div>
    </div>
  );
}
