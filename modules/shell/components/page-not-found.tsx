import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The not-found screen: any path the shop does not have, or a listing id it does not know, in the page's language.
 * Outside a shop the language is given: Next renders that screen before the shop's layout sets the page's language,
 * and next-intl keeps the first language a request asks for.
 */
export async function PageNotFound({ homeHref = '/', locale }: { homeHref?: string; locale?: Locale }) {
  const t = locale ? await getTranslations({ locale, namespace: 'NotFound' }) : await getTranslations('NotFound');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" data-testid="page-not-found">
      <p className="text-7xl font-extrabold tracking-tight text-shop-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-gray-900 md:text-3xl">{t('title')}</h1>
      <p className="mt-3 text-gray-600">{t('text')}</p>
      <Link
        href={homeHref}
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-shop-primary px-6 text-sm font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
      >
        {t('home')}
      </Link>
    </div>
  );
}
