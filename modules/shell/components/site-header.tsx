import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { allCategories } from '@/modules/catalogue/listing-target';
import type { Group, Shop } from '@/lib/platform/types';
import { CategoryTopBar } from './category-top-bar';
import { HeaderGate } from './chrome-gates';
import { DepartmentMenu } from './department-menu';
import { HeaderCounts } from './header-counts';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';
import { ScrollToTop } from './scroll-to-top';

const TOP_BAR_CATEGORIES = 6;

/**
 * The sticky header: logo, the shop's promise, search, profile menu, Wishlist and Cart with counts, the
 * 'All Department' dropdown and the top bar of the first 6 categories; below 768px a slide-in menu instead.
 * Rendered on the server once per shop; only the per-shopper parts are client islands.
 */
export async function SiteHeader({ shop, tree }: { shop: Shop; tree: Group[] }) {
  const t = await getTranslations('Shell');
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-semibold text-gray-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <HeaderGate>
        <header data-site-header className="sticky top-0 z-40 border-b border-gray-200 bg-white shadow-sm">
          <p
            data-testid="delivery-promise"
            className="bg-shop-primary px-4 py-1 text-center text-xs font-semibold tracking-wide text-white xl:hidden"
          >
            {shop.deliveryPromise}
          </p>
          <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 md:gap-4 md:px-4 md:py-3">
            <MobileMenu tree={tree} />
            <Link
              href="/"
              aria-label={t('homeLink', { shop: shop.name })}
              className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
            >
              {shop.logoUrl ? (
                <FallbackImage src={shop.logoUrl} alt={shop.name} width={180} height={48} className="h-9 w-auto md:h-12" loading="eager" />
              ) : (
                <span className="text-xl font-bold text-shop-primary">{shop.name}</span>
              )}
            </Link>
            <p
              data-testid="delivery-promise"
              className="hidden rounded-full bg-shop-primary/10 px-3 py-1 text-xs font-semibold whitespace-nowrap text-shop-primary xl:block"
            >
              {shop.deliveryPromise}
            </p>
            <HeaderSearch id="header-search" className="hidden flex-1 md:flex" />
            <div className="ml-auto flex items-center gap-0.5 md:ml-0">
              <LanguageSwitch className="hidden md:inline-flex" />
              <div className="hidden md:block">
                <ProfileMenu />
              </div>
              <HeaderCounts />
            </div>
          </div>
          <div className="px-3 pb-2 md:hidden">
            <HeaderSearch id="header-search-mobile" />
          </div>
          <nav aria-label={t('departments')} className="hidden border-t border-gray-100 md:block">
            <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5">
              <DepartmentMenu tree={tree} />
              <CategoryTopBar categories={allCategories(tree).slice(0, TOP_BAR_CATEGORIES)} />
            </div>
          </nav>
        </header>
      </HeaderGate>
    </>
  );
}
