import { setPageLocale } from '@/lib/i18n/page-locale';
import 'server-only';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_FILTERS, hasNarrowingFilters, listingQueryString, parseListingQuery, type SearchParams } from '@/modules/catalogue/listing-query';
import { getSearchResults, type SearchResults } from '@/modules/catalogue/server/search-results';
import { asTypedSearchPath, searchPath, searchTextFromParam } from '@/modules/catalogue/search-text';
import { requireShop } from '@/modules/catalogue/server/require-shop';
import { getCatalogueTree } from '@/lib/platform/server/catalogue';
import { hostName, siteLocale, siteOrigin } from '@/lib/platform/site';
import { localizedPath } from '@/lib/i18n/localized-path';
import { shareMetadata } from '@/lib/seo/share-metadata';

/** A search route's props: /Product-Serach/{query}, and the same under /as-typed (no spelling correction). */
export type SearchPageProps = { params: Promise<{ site: string; query: string }>; searchParams: Promise<SearchParams> };

async function resolve({ params, searchParams }: SearchPageProps, asTyped: boolean) {
  const [{ site, query }, search] = await Promise.all([params, searchParams]);
  // The listing's name filter has no place here: the search words are the filter. Within a category of the results
  // (refined here, search-refine.ts) only the price applies: the shopper's other filters are left out.
  const parsed = parseListingQuery(search);
  const filters =
    parsed.cat === null ? { ...parsed, q: '' } : { ...DEFAULT_FILTERS, sort: parsed.sort, page: parsed.page, cat: parsed.cat, price: parsed.price };
  setPageLocale(siteLocale(site));
  const text = searchTextFromParam(query);
  const host = hostName(site);
  const shop = await requireShop(host);
  return { site, host, shop, text, filters, path: asTyped ? asTypedSearchPath(text) : searchPath(text) };
}

async function loadResults(
  host: string,
  text: string,
  filters: ReturnType<typeof parseListingQuery>,
  asTyped: boolean,
): Promise<SearchResults | null> {
  try {
    return await getSearchResults(host, text, filters, await getCatalogueTree(host), asTyped);
  } catch (error) {
    console.error('Failed to load products.', error);
    return null;
  }
}

function nothingFound(results: SearchResults | null, filters: ReturnType<typeof parseListingQuery>): boolean {
  return results !== null && results.page.total === 0 && !hasNarrowingFilters(filters);
}

export async function searchPageMetadata(props: SearchPageProps, asTyped: boolean): Promise<Metadata> {
  const { site, host, shop, text, filters, path } = await resolve(props, asTyped);
  const results = text ? await loadResults(host, text, filters, asTyped) : null;
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Help.notFound' });
  return shareMetadata({
    title: nothingFound(results, filters) ? t('metaTitle') : text,
    host,
    origin: siteOrigin(site),
    locale: siteLocale(site),
    siteName: shop.name,
    description: `Results for “${text}” at ${shop.name}. ${shop.deliveryPromise}.`,
    path: path + listingQueryString(filters),
    // Search pages help shoppers, not search engines: followed, not indexed.
    noindex: true,
  });
}

/**
 * What a search's page shows, read on the server from the URL, so results can be shared and reloaded: the results,
 * or `nothingFound` when there are none at all (the Product Not Found screen). No words at all go home.
 */
export async function loadSearchPage(props: SearchPageProps, asTyped: boolean) {
  const { site, host, text, filters, path } = await resolve(props, asTyped);
  if (!text) redirect(localizedPath('/', siteLocale(site)));
  const results = await loadResults(host, text, filters, asTyped);
  return { text, filters, path, results, nothingFound: nothingFound(results, filters) };
}
