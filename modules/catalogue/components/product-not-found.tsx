import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import Link from '@/components/ui/link';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-6 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary';

/** What a search with no results shows (also the /ProductNotFound screen), in the page's language. */
export async function ProductNotFound({ searched }: { searched?: string }) {
  const t = await getTranslations('Help.notFound');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center" data-testid="product-not-found">
      <svg aria-hidden="true" width="120" height="120" viewBox="0 0 120 120" fill="none" className="mb-6 text-shop-primary">
        <circle cx="52" cy="52" r="34" stroke="currentColor" strokeWidth="8" opacity="0.2" />
        <circle cx="52" cy="52" r="34" stroke="currentColor" strokeWidth="8" strokeDasharray="60 200" />
        <path d="M77 77l24 24" stroke="currentColor" strokeWidth="10" strokeLinecap="round" />
        <path d="M40 44l24 16M64 44L40 60" stroke="currentColor" strokeWidth="6" strokeLinecap="round" opacity="0.6" />
      </svg>
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{t('title')}</h1>
      <p className="mt-3 text-gray-600">
        {searched ? t.rich('searched', { searched, term: (chunks: ReactNode) => <strong className="text-gray-900">{chunks}</strong> }) : t('text')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={`${buttonClass} bg-shop-primary text-white hover:opacity-90`}>
          {t('home')}
        </Link>
        <Link href="/" className={`${buttonClass} border border-shop-primary bg-white text-shop-primary hover:bg-shop-primary/5`}>
          {t('explore')}
        </Link>
      </div>
    </div>
  );
}
