import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';

const RELATED = [
  { href: '/CustomerSupport', label: 'support' },
  { href: '/aboutPage', label: 'about' },
  { href: '/ReturnPolicy', label: 'returns' },
  { href: '/ResellerTermsConditions', label: 'terms' },
] as const;

/** The frame of the help and policy pages, in the page's language: title, date, content and links to the others. */
export async function PolicyLayout({
  title,
  intro,
  updated = true,
  current,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Whether the page shows the date of its last update. */
  updated?: boolean;
  current: string;
  children: ReactNode;
}) {
  const t = await getTranslations('Help.nav');
  return (
    <div className="bg-gray-50 px-4 py-8 sm:py-12">
      <article className="mx-auto max-w-3xl">
        <header className="mb-6">
          <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
          {updated && <p className="mt-1 text-sm text-gray-500">{t('updated', { date: t('updatedDate') })}</p>}
          {intro && <div className="mt-4 text-gray-700">{intro}</div>}
        </header>
        {children}
        <nav aria-label={t('label')} className="mt-10 border-t border-gray-200 pt-6">
          <ul className="flex flex-wrap gap-2">
            {RELATED.filter((r) => r.href !== current).map((r) => (
              <li key={r.href}>
                <Link
                  href={r.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-gray-300 bg-white px-4 text-sm font-medium text-gray-700 hover:border-shop-primary hover:text-shop-primary focus-visible:outline-2"
                >
                  {t(r.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </article>
    </div>
  );
}
