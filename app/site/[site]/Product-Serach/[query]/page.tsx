import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ProductNotFound } from '@/modules/catalogue/components/product-not-found';
import { SearchScreen } from '@/modules/catalogue/components/search-screen';
import { listingQueryString, parseListingQuery, type SearchParams } from '@/modules/catalogue/listing-query';
import { getSearchResults, type SearchResults } from '@/modules/catalogue/server/search-results';
import { searchPath, searchTextFromParam } from '@/modules/catalogue/search-text';
import { requireShop } from '@/modules/catalogue/server/require-shop';
import { getCatalogueTree } from '@/lib/platform/server/catalogue';
import { hostName, siteOrigin } from '@/lib/platform/site';
import { shareMetadata } from '@/lib/seo/share-metadata';

type Props = { params: Promise<{ site: string; query: string }>; searchParams: Promise<SearchParams> };

async function resolve({ params, searchParams }: Props) {
  const [{ site, query }, search] = await Promise.all([params, searchParams]);
  // The listing's name filter has no place here: the search words are the filter.
  const filters = { ...parseListingQuery(search), q: '' };
  const text = searchTextFromParam(query);
  const host = hostName(site);
  const shop = await requireShop(host);
  return { site, host, shop, text, filters, path: searchPath(text) };
}

async function loadResults(host: string, text: string, filters: ReturnType<typeof parseListingQuery>): Promise<SearchResults | null> {
  try {
    return await getSearchResults(host, text, filters, await getCatalogueTree(host));
  } catch (error) {
    console.error('Failed to load products.', error);
    return null;
  }
}

function nothingFound(results: SearchResults | null, filters: ReturnType<typeof parseListingQuery>): boolean {
  return results !== null && results.page.total === 0 && filters.price === null && filters.cat === null;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, host, shop, text, filters, path } = await resolve(props);
  const results = text ? await loadResults(host, text, filters) : null;
  return shareMetadata({
    title: nothingFound(results, filters) ? 'Product Not Found' : text,
    host,
    origin: siteOrigin(site),
    siteName: shop.name,
    description: `Results for “${text}” at ${shop.name}. ${shop.deliveryPromise}.`,
    path: path + listingQueryString(filters),
    // Search pages help shoppers, not search engines: followed, not indexed.
    noindex: true,
  });
}

/** /Product-Serach/{searchText}: rendered on the server from the URL, so results can be shared and reloaded. */
export default async function SearchPage(props: Props) {
  const { host, text, filters, path } = await resolve(props);
  if (!text) redirect('/');
  const results = await loadResults(host, text, filters);
  if (nothingFound(results, filters)) return <ProductNotFound searched={text} />;
  return <SearchScreen text={text} path={path} filters={filters} results={results} />;
}
