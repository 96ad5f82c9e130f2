import type { CSSProperties, ReactNode } from 'react';
import type { Metadata } from 'next';
import { SessionNotices } from '@/modules/account/components/session-notices';
import { NavigationSkeleton } from '@/modules/shell/components/navigation-skeleton';
import { SiteFooter } from '@/modules/shell/components/site-footer';
import { SiteHeader } from '@/modules/shell/components/site-header';
import { ShopProviders } from '@/components/state/shop-providers';
import { requireShop } from '@/modules/catalogue/server/require-shop';
import { getCatalogueTree, getShop } from '@/lib/platform/server/catalogue';
import { hostName, siteLocale, siteOrigin } from '@/lib/platform/site';
import { defaultTitle } from '@/lib/seo/page-title';
import { Document } from '@/components/ui/document';
import { LocaleProvider } from '@/components/ui/locale-context';
import { LANGUAGE_TAGS } from '@/lib/i18n/locales';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { ShopMessages } from '@/components/ui/shop-messages';
import { shopIn, treeIn } from '@/lib/i18n/shop-texts';

/** Each shop's pages are rendered on first request and cached (ISR), separately per host. */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

interface Props {
  children: ReactNode;
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const { site } = await params;
  const shop = await getShop(hostName(site));
  return {
    metadataBase: new URL(siteOrigin(site)),
    title: { default: defaultTitle(hostName(site)), template: `%s | ${hostName(site)}` },
    applicationName: shop?.name,
    icons: shop?.faviconUrl ? { icon: shop.faviconUrl } : undefined,
  };
}

/** The shop's document in the page's language (hi-IN under /hi/…), its theme, header and footer. */
export default async function SiteLayout({ children, params }: Props) {
  const { site } = await params;
  const locale = siteLocale(site);
  setPageLocale(locale);
  const host = hostName(site);
  const [shopAsGiven, treeAsGiven] = await Promise.all([requireShop(host), getCatalogueTree(host).catch(() => [])]);
  const shop = shopIn(shopAsGiven, locale);
  const tree = treeIn(treeAsGiven, locale);
  const themeVariables = {
    '--shop-text': shop.theme.text,
    '--shop-background': shop.theme.background,
    '--shop-primary': shop.theme.primary,
    '--shop-secondary': shop.theme.secondary,
    '--shop-accent': shop.theme.accent,
  } as CSSProperties;
  return (
    <Document lang={LANGUAGE_TAGS[locale]}>
      <div style={themeVariables} className="flex min-h-screen flex-col bg-shop-background text-shop-text">
        <LocaleProvider locale={locale}>
          <ShopMessages locale={locale}>
            <ShopProviders shop={shop}>
              <SiteHeader shop={shop} tree={tree} />
              <main id="main" className="flex-1">
                <NavigationSkeleton>{children}</NavigationSkeleton>
              </main>
              <SiteFooter shop={shop} />
              <SessionNotices />
            </ShopProviders>
          </ShopMessages>
        </LocaleProvider>
      </div>
    </Document>
  );
}
