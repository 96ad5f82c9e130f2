import type { Hono } from 'hono';
import {
  categoriesAnswer,
  groupsAnswer,
  homeHeadersAnswer,
  productFiltersAnswer,
  productFiltersRequest,
  productPageAnswer,
  productPageRequest,
  singleProductAnswer,
  singleProductRequest,
} from '../contract/catalogue';
import { searchSuggestionsAnswer, searchSuggestionsQuery } from '../contract/search-suggestions';
import { calls } from '../../contract/calls';
import type { PlatformContext } from '../../shared/platform-context';
import { catalogueTree, categoryList } from '../tree';
import { homeSections, legacyProductList, productByAsin, productPage } from '../product-lists';
import { answer, readJson, validate, type AppEnv } from '../../shared/http/context';
import { searchSuggestions } from '../search-suggestions';
import { shopOf } from '../../cart';
import { watchedFacetIndex } from '../facet-index';

/** The catalogue calls, each for the host's shop (its prices, less what it hides): the tree, home sections, listings, search and single products. */
export function registerCatalogueRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const { db } = platform;
  const facetIndex = watchedFacetIndex(db, platform.changes);

  app.post(calls.groups.path, async (c) => answer(c, groupsAnswer, await catalogueTree(db, c.get('reseller').id)));
  app.post(calls.categories.path, async (c) => answer(c, categoriesAnswer, await categoryList(db, c.get('reseller').id)));

  app.get(calls.homeHeaders.path, async (c) => answer(c, homeHeadersAnswer, await homeSections(db, shopOf(c))));

  app.post(calls.productFilters.path, async (c) => {
    const request = await readJson(c, productFiltersRequest);
    return answer(c, productFiltersAnswer, await legacyProductList(db, request, shopOf(c)));
  });

  app.post(calls.singleProduct.path, async (c) => {
    const request = await readJson(c, singleProductRequest);
    const product = await productByAsin(db, request.search, shopOf(c));
    return answer(c, singleProductAnswer, product ? [product] : []);
  });

  app.get(calls.searchSuggestions.path, async (c) => {
    const { q } = validate(searchSuggestionsQuery, { q: c.req.query('q') ?? '' });
    return answer(c, searchSuggestionsAnswer, { status: 'true', data: await searchSuggestions(db, q, shopOf(c)) });
  });

  app.post(calls.productPage.path, async (c) => {
    const request = await readJson(c, productPageRequest);
    const page = await productPage(db, request, shopOf(c), facetIndex);
    return answer(c, productPageAnswer, {
      status: 'true',
      data: page.cards,
      total: page.total,
      page: request.page,
      page_size: request.page_size,
      ...(page.searched !== undefined ? { searched: page.searched } : {}),
      ...(page.facets ? { facets: page.facets } : {}),
    });
  });
}
