import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { shopIn } from '@/lib/i18n/shop-texts';
import { hostName, siteLocale, siteOrigin } from '@/lib/platform/site';
import { shareMetadata } from '@/lib/seo/share-metadata';
import { requireShop } from '@/modules/catalogue/server/require-shop';

/** The help pages, each with its English path and its Help sub-namespace (title and description). */
const HELP_PAGES = {
  about: { path: '/aboutPage', noindex: false },
  support: { path: '/CustomerSupport', noindex: false },
  returns: { path: '/ReturnPolicy', noindex: false },
  terms: { path: '/ResellerTermsConditions', noindex: false },
  notFound: { path: '/ProductNotFound', noindex: true },
} as const;

export type HelpPage = keyof typeof HELP_PAGES;

/**
 * A help page's title and share tags in the page's language, its canonical URL in that language and both languages
 * as hreflang alternates, like the other catalogue pages. The English titles stay the ones the spec names (AboutUs, …).
 */
export async function helpMetadata(site: string, page: HelpPage): Promise<Metadata> {
  const locale = siteLocale(site);
  const host = hostName(site);
  const [shop, t] = await Promise.all([requireShop(host), getTranslations({ locale, namespace: 'Help' })]);
  const name = shopIn(shop, locale).name;
  const { path, noindex } = HELP_PAGES[page];
  return shareMetadata({
    title: t(`${page}.metaTitle`),
    host,
    origin: siteOrigin(site),
    locale,
    siteName: name,
    description: t(`${page}.description`, { shop: name }),
    path,
    noindex,
  });
}
