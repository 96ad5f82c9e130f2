import { setPageLocale } from '@/lib/i18n/page-locale';
import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getCatalogueTree, getShop } from '@/lib/platform/server/catalogue';
import { hostName, siteLocale, siteOrigin } from '@/lib/platform/site';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Group } from '@/lib/platform/types';
import { breadcrumbListJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, shareMetadata } from '@/lib/seo/share-metadata';
import { requireShop } from './require-shop';
import {
  chosenValueCount,
  DEFAULT_FILTERS,
  listingQueryString,
  parseListingQuery,
  type ListingFilters,
  type SearchParams,
} from '@/modules/catalogue/listing-query';
import {
  classifyListingId,
  listingCrumbs,
  listingPath,
  parseListingId,
  type ListingRoute,
  type ListingTarget,
} from '@/modules/catalogue/listing-target';

export interface ResolvedListing {
  site: string;
  host: string;
  tree: Group[];
  target: ListingTarget | null;
  filters: ListingFilters;
  path: string;
}

/** Reads a listing URL: the shop, the catalogue tree, what the id names, and the filters of the query. */
/**
 * Reads a listing URL: the shop, the catalogue tree, what the id names, and the filters of the query. An id the
 * route does not list itself (a category id on the sub-category route, '0101') is sent on to its own route with a
 * permanent redirect (308).
 */
export async function resolveListing(
  route: ListingRoute,
  params: Promise<{ site: string; id: string }>,
  searchParams: Promise<SearchParams>,
): Promise<ResolvedListing> {
  const [{ site, id }, query] = await Promise.all([params, searchParams]);
  setPageLocale(siteLocale(site));
  const host = hostName(site);
  await requireShop(host);
  const tree = await getCatalogueTree(host);
  const numericId = parseListingId(id);
  const target = numericId === null ? null : classifyListingId(tree, numericId, route);
  // The search page's category filter means nothing on a listing.
  const filters = { ...parseListingQuery(query), cat: null };
  const path = target ? listingPath(target.kind, target.id) : `/${route}/${id}`;
  if (path !== `/${route}/${id}`) permanentRedirect(localizedPath(path + listingQueryString(filters), siteLocale(site)));
  return { site, host, tree, target, filters, path };
}

export async function listingMetadata({ site, host, target, filters, path }: ResolvedListing): Promise<Metadata> {
  // Thrown here too so that crawlers, which get metadata before the page streams, receive a real 404.
  if (!target) notFound();
  const shop = await getShop(host);
  const shopName = shop?.name ?? host;
  const image = target.kind === 'group' ? target.group.categories[0]?.imageUrl : target.category.imageUrl;
  return shareMetadata({
    title: target.name,
    host,
    origin: siteOrigin(site),
    locale: siteLocale(site),
    siteName: shopName,
    description: `Shop ${target.name} online at ${shopName}. Best prices in ₹ across India. ${shop?.deliveryPromise ?? 'Pay on Delivery'}.`,
    // A filtered page's canonical is the unfiltered listing (its sort and page kept); two or more filters: noindex.
    path: path + listingQueryString({ ...DEFAULT_FILTERS, sort: filters.sort, page: chosenValueCount(filters) > 0 ? 1 : filters.page }),
    noindex: chosenValueCount(filters) >= 2,
    image,
  });
}

export function listingBreadcrumbJsonLd(site: string, target: ListingTarget) {
  const origin = siteOrigin(site);
  return breadcrumbListJsonLd(listingCrumbs(target).map((crumb) => ({ name: crumb.name, url: absoluteUrl(origin, crumb.path) })));
}
