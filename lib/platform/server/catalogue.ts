import 'server-only';
import { DEFAULT_THEME } from '@/platform/shops/contract/branding';
import type { ProductSort } from '@/platform/catalogue/contract/catalogue';
import { CATALOGUE_TAG, productTag, shopTag } from '@/platform/shared/contract/cache-tags';
import { cachedRead } from './cache';
import { callPlatform, PlatformError } from './client';
import { toBanners, toGroup, toProduct, toProductCard, toShop } from '@/lib/platform/transforms/catalogue';
import type { Banner, Group, HomeSection, Product, ProductPage, Shop } from '../types';

/** The shop a host belongs to, or null when no shop answers on it. Theme and social links fall back as the spec says. */
export function getShop(host: string): Promise<Shop | null> {
  return cachedRead(['shop', host], [shopTag(host)], async () => {
    const logo = await callPlatform('resellerLogo', { host }).catch((error: unknown) => {
      if (error instanceof PlatformError && error.status === 404) return null;
      throw error;
    });
    if (!logo) return null;
    const [theme, social] = await Promise.all([
      callPlatform('theme', { host }).then(
        (a) => a.data[0] ?? DEFAULT_THEME,
        () => DEFAULT_THEME,
      ),
      callPlatform('socialLinks', { host }).then(
        (a) => a.data[0],
        () => undefined,
      ),
    ]);
    return toShop(host, logo.data[0], theme, social);
  });
}

export function getBanners(host: string): Promise<Banner[]> {
  return cachedRead(['banners', host], [shopTag(host)], async () => toBanners(await callPlatform('banners', { host })));
}

/** Groups → categories → subcategories, less the categories the shop hides. */
export function getCatalogueTree(host: string): Promise<Group[]> {
  return cachedRead(['tree', host], [shopTag(host), CATALOGUE_TAG], async () => (await callPlatform('groups', { host })).map(toGroup));
}

export function getHomeSections(host: string): Promise<HomeSection[]> {
  return cachedRead(['home', host], [shopTag(host), CATALOGUE_TAG], async () =>
    (await callPlatform('homeHeaders', { host })).map((h) => ({
      id: h.headerid,
      name: h.headername,
      ...(h.headername_hi ? { hi: { name: h.headername_hi } } : {}),
      products: h.list_product.map(toProductCard),
    })),
  );
}

/**
 * The product of a slug, or null when there is none: also for a slug the platform refuses to look up (longer than
 * the contract takes, control characters) and on a host no shop answers on, so each is the shop's 404, not a 500.
 */
export async function getProduct(host: string, slug: string): Promise<Product | null> {
  try {
    return await cachedRead(['product', host, slug], [shopTag(host), productTag(slug)], async () => {
      const [product] = await callPlatform('singleProduct', { host, body: { search: slug, subcat_id: 0, type: '' } });
      return product ? toProduct(product) : null;
    });
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 400 || error.status === 404)) return null;
    throw error;
  }
}

export interface ListingQuery {
  kind: 'cat' | 'subcat' | 'group' | 'search';
  id?: number;
  search?: string;
  page?: number;
  pageSize?: number;
  sort?: ProductSort;
  priceBand?: string;
  name?: string;
  /** For searches: the words as typed, with no spelling correction. */
  asTyped?: boolean;
  /** The shopper's filters (issue 28); with `facets` the answer carries every filter's values and counts. */
  filters?: {
    sizes: string[];
    colours: string[];
    brands: string[];
    materials: string[];
    priceMin?: number;
    priceMax?: number;
    discount?: number;
    rating?: number;
    inStock: boolean;
  };
  facets?: boolean;
}

/** One page of a listing or search, sorted, filtered and paginated by the platform. */
export function getProductPage(host: string, query: ListingQuery): Promise<ProductPage> {
  return cachedRead(['page', host, JSON.stringify(query)], [shopTag(host), CATALOGUE_TAG], async () => {
    const answer = await callPlatform('productPage', {
      host,
      body: {
        kind: query.kind,
        id: query.id,
        search: query.search ?? '',
        page: query.page ?? 1,
        page_size: query.pageSize ?? 24,
        sort: query.sort ?? 'featured',
        price_band: query.priceBand,
        name: query.name ?? '',
        as_typed: query.asTyped ?? false,
        ...(query.filters
          ? {
              sizes: query.filters.sizes,
              colours: query.filters.colours,
              brands: query.filters.brands,
              materials: query.filters.materials,
              price_min: query.filters.priceMin,
              price_max: query.filters.priceMax,
              discount: query.filters.discount as 10 | 30 | 50 | undefined,
              rating: query.filters.rating as 4 | 3 | undefined,
              in_stock: query.filters.inStock,
            }
          : {}),
        facets: query.facets ?? false,
      },
    });
    return {
      products: answer.data.map(toProductCard),
      total: answer.total,
      page: answer.page,
      pageSize: answer.page_size,
      searched: answer.searched,
      ...(answer.facets ? { facets: answer.facets } : {}),
    };
  });
}
