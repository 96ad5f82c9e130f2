import 'server-only';
import { CATALOGUE_TAG, shopTag } from '@/platform/shared/contract/cache-tags';
import { cachedRead } from '@/lib/platform/server/cache';
import { getCatalogueTree } from '@/lib/platform/server/catalogue';
import { callPlatform } from '@/lib/platform/server/client';

/** The platform's largest page; sitemaps walk each group's products in pages of this size. */
const PAGE_SIZE = 60;

export interface SitemapPlan {
  /** Home and every group, category and subcategory listing. */
  listingPaths: string[];
  /** Active products per group, in menu order. */
  groups: { id: number; total: number }[];
  total: number;
}

function productPage(host: string, groupId: number, page: number, pageSize: number) {
  return callPlatform('productPage', {
    host,
    body: { kind: 'group', id: groupId, page, page_size: pageSize, sort: 'featured', search: '', name: '' },
  });
}

/**
 * What the shop's sitemap holds, counted without loading the products. Cached like the catalogue's other reads, so a
 * product added or archived shows in the sitemap at the next request (the routes themselves are not cached whole:
 * a route handler's cache is not expired by its reads' tags).
 */
export function sitemapPlan(host: string): Promise<SitemapPlan> {
  return cachedRead(['sitemap-plan', host], [shopTag(host), CATALOGUE_TAG], () => loadSitemapPlan(host));
}

async function loadSitemapPlan(host: string): Promise<SitemapPlan> {
  const tree = await getCatalogueTree(host);
  const listingPaths = [
    '/',
    ...tree.map((group) => `/products-section2/${group.id}`),
    ...tree.flatMap((group) => group.categories.map((category) => `/products-section2/${category.id}`)),
    ...tree.flatMap((group) => group.categories.flatMap((category) => category.subcategories.map((sub) => `/products-section/${sub.id}`))),
  ];
  const groups = await Promise.all(tree.map(async (group) => ({ id: group.id, total: (await productPage(host, group.id, 1, 1)).total })));
  return { listingPaths, groups, total: listingPaths.length + groups.reduce((sum, group) => sum + group.total, 0) };
}

/** The sitemap's paths from position `start` up to (not including) `end`: listings first, then products by group. */
export function sitemapPaths(host: string, plan: SitemapPlan, start: number, end: number): Promise<string[]> {
  return cachedRead(['sitemap-paths', host, start, end], [shopTag(host), CATALOGUE_TAG], () => loadSitemapPaths(host, plan, start, end));
}

async function loadSitemapPaths(host: string, plan: SitemapPlan, start: number, end: number): Promise<string[]> {
  const paths = plan.listingPaths.slice(start, end);
  let offset = plan.listingPaths.length;
  for (const group of plan.groups) {
    const from = Math.max(start, offset) - offset;
    const to = Math.min(end, offset + group.total) - offset;
    for (let page = Math.floor(from / PAGE_SIZE) + 1; from < to && (page - 1) * PAGE_SIZE < to; page++) {
      const answer = await productPage(host, group.id, page, PAGE_SIZE);
      answer.data.forEach((product, index) => {
        const position = (page - 1) * PAGE_SIZE + index;
        if (position >= from && position < to) paths.push(`/product/${encodeURIComponent(product.ASIN)}`);
      });
    }
    offset += group.total;
  }
  return paths;
}
