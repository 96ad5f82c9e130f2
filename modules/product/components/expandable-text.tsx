'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** Spec section 9: detail values longer than 100 characters fold. */
export const LONG_DETAIL = 100;

export function ExpandableText({ text }: { text: string }) {
  const t = useTranslations('Product');
  const [open, setOpen] = useState(false);
  return (
    <>
      {open ? text : `${text.slice(0, LONG_DETAIL).trimEnd()}…`}{' '}
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        className="inline-flex min-h-6 items-center rounded font-semibold text-shop-primary hover:underline focus-visible:outline-2 focus-visible:outline-shop-primary"
      >
        {open ? t('viewLess') : t('viewMore')}
      </button>
    </>
  );
}
