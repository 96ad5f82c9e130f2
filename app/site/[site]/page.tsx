import { setPageLocale } from '@/lib/i18n/page-locale';
import { bannersIn, sectionsIn, shopIn, treeIn } from '@/lib/i18n/shop-texts';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/localized-path';
import { BannerCarousel } from '@/modules/catalogue/components/banner-carousel';
import { CategoryCarousel } from '@/modules/catalogue/components/category-carousel';
import { HomeSection } from '@/modules/catalogue/components/home-section';
import { JsonLd } from '@/components/ui/json-ld';
import { DEFAULT_BANNER } from '@/modules/catalogue/default-banner';
import { allCategories } from '@/modules/catalogue/listing-target';
import { requireShop } from '@/modules/catalogue/server/require-shop';
import { getBanners, getCatalogueTree, getHomeSections } from '@/lib/platform/server/catalogue';
import { hostName, siteLanguageChosen, siteLocale, siteOrigin } from '@/lib/platform/site';
import type { Banner } from '@/lib/platform/types';
import { webSiteJsonLd } from '@/lib/seo/json-ld';
import { PAGE_LABELS, pageTitle } from '@/lib/seo/page-title';
import { shareMetadata } from '@/lib/seo/share-metadata';

type Props = { params: Promise<{ site: string }> };

async function loadBanners(host: string): Promise<Banner[]> {
  try {
    const banners = await getBanners(host);
    if (banners.length === 0) console.error('The API did not return valid image data');
    return banners.length > 0 ? banners : [DEFAULT_BANNER];
  } catch (error) {
    console.error('Failed to fetch banner images', error);
    return [DEFAULT_BANNER];
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await params;
  const host = hostName(site);
  const shopAsGiven = await requireShop(host);
  const shop = shopIn(shopAsGiven, siteLocale(site));
  const banners = await loadBanners(host);
  const name = shop.name;
  return shareMetadata({
    title: pageTitle(PAGE_LABELS.home),
    host,
    origin: siteOrigin(site),
    locale: siteLocale(site),
    siteName: name,
    description: `${name}: shop fashion, beauty, footwear, home and more across India. ${shop.deliveryPromise}.`,
    path: '/',
    shopLanguage: shopAsGiven.defaultLanguage,
    image: banners[0]?.imageUrl,
    absoluteTitle: true,
  });
}

/**
 * Home: banners, the category carousel and one section per home header. Cached per shop (ISR).
 *
 * A shop whose language is Hindi opens in Hindi: its English home, asked for by a shopper who has chosen no language,
 * answers a redirect to /hi instead, cached per shop like the page (and expired with it when the shop's branding
 * changes, its language included). A shopper who chose English (cookie lang=en) is rewritten to the 'en~' segment
 * (next.config.mjs), whose home is the English one.
 */
export default async function HomePage({ params }: Props) {
  const { site } = await params;
  const locale = siteLocale(site);
  setPageLocale(locale);
  const host = hostName(site);
  const shopAsGiven = await requireShop(host);
  if (locale === 'en' && !siteLanguageChosen(site) && shopAsGiven.defaultLanguage === 'hi') redirect(localizedPath('/', 'hi'));
  const shop = shopIn(shopAsGiven, locale);
  const [banners, tree, sections] = await Promise.all([
    loadBanners(host).then((list) => bannersIn(list, locale)),
    getCatalogueTree(host)
      .catch(() => [])
      .then((groups) => treeIn(groups, locale)),
    getHomeSections(host).then((list) => sectionsIn(list, locale)),
  ]);
  const categories = allCategories(tree).map(({ id, name, imageUrl }) => ({ id, name, imageUrl }));
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-3 pt-3 pb-6 md:space-y-12 md:px-4 md:pt-5">
      <h1 className="sr-only text-shop-primary">{shop.name}</h1>
      <JsonLd data={webSiteJsonLd(shop.name, siteOrigin(site))} />
      <BannerCarousel banners={banners} />
      <CategoryCarousel categories={categories} />
      {sections.map((section, position) => (
        <HomeSection key={section.id} section={section} position={position} />
      ))}
    </div>
  );
}
