import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCatalogueTree, getShop } from '@/lib/platform/catalogue';
import { hostName, siteOrigin } from '@/lib/platform/site';
import type { Group } from '@/lib/platform/types';
import { breadcrumbListJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, shareMetadata } from '@/lib/seo/share-metadata';
import { requireShop } from './require-shop';
import { listingQueryString, parseListingQuery, type ListingFilters, type SearchParams } from './listing-query';
import { findSectionTarget, findSubcategoryTarget, listingCrumbs, listingPath, parseListingId, type ListingTarget } from './listing-target';

export interface ResolvedListing {
  site: string;
  host: string;
  tree: Group[];
  target: ListingTarget | null;
  filters: ListingFilters;
  path: string;
}

/** Reads a listing URL: the shop, the catalogue tree, what the id names, and the filters of the query. */
export async function resolveListing(
  route: 'products-section' | 'products-section2',
  params: Promise<{ site: string; id: string }>,
  searchParams: Promise<SearchParams>,
): Promise<ResolvedListing> {
  const [{ site, id }, query] = await Promise.all([params, searchParams]);
  const host = hostName(site);
  await requireShop(host);
  const tree = await getCatalogueTree(host);
  const numericId = parseListingId(id);
  const target = numericId === null ? null : route === 'products-section' ? findSubcategoryTarget(tree, numericId) : findSectionTarget(tree, numericId);
  // The search page's category filter means nothing on a listing.
  const filters = { ...parseListingQuery(query), cat: null };
  return { site, host, tree, target, filters, path: target ? listingPath(target.kind, target.id) : `/${route}/${id}` };
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
    siteName: shopName,
    description: `Shop ${target.name} online at ${shopName}. Best prices in ₹ with Pay on Delivery and Free Delivery across India.`,
    path: path + listingQueryString(filters),
    image,
  });
}

export function listingBreadcrumbJsonLd(site: string, target: ListingTarget) {
  const origin = siteOrigin(site);
  return breadcrumbListJsonLd(listingCrumbs(target).map((crumb) => ({ name: crumb.name, url: absoluteUrl(origin, crumb.path) })));
}
