import 'server-only';
import type { Metadata } from 'next';
import { getProduct } from '@/lib/platform/server/catalogue';
import { hostName, siteLocale, siteOrigin } from '@/lib/platform/site';
import { htmlToPlainText } from '@/lib/sanitize/plain-text';
import { notFoundMetadata } from './not-found-metadata';
import { fullTitle } from '../page-title';
import { languageAlternates, OPEN_GRAPH_LOCALES } from '../language-alternates';
import { productPath, productShareImageUrl } from '../product-url';
import { routeSlug } from '../route-slug';
import { SHARE_TEXT } from '../share-text';

/**
 * Head of a product page (any of its three routes): title 'name' (the layout's template adds ' | host'), the
 * summary as description, one canonical URL, OpenGraph and Twitter cards with the generated share image.
 * og:type 'product' is not a type Next's metadata knows; the page renders that tag itself.
 */
export async function productMetadata(site: string, slug: string): Promise<Metadata> {
  const product = await getProduct(hostName(site), routeSlug(slug));
  if (!product) return notFoundMetadata(siteLocale(site));
  const origin = siteOrigin(site);
  const locale = siteLocale(site);
  const alternates = languageAlternates(origin, productPath(product.slug), locale);
  const url = alternates.canonical as string;
  const description = product.summary || htmlToPlainText(product.descriptionHtml, 160);
  const shareTitle = fullTitle(product.name, hostName(site));
  const image = { url: productShareImageUrl(origin, product.slug), width: 1200, height: 630, alt: product.name, type: 'image/png' };
  return {
    title: product.name,
    description,
    alternates,
    openGraph: { title: shareTitle, description: SHARE_TEXT, url, siteName: hostName(site), images: [image], locale: OPEN_GRAPH_LOCALES[locale] },
    twitter: { card: 'summary_large_image', title: shareTitle, description: SHARE_TEXT, images: [image.url] },
  };
}
