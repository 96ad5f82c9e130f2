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
import { calls } from '../contract/calls';
import type { PlatformContext } from '../services/platform-context';
import { catalogueTree, categoryList } from '../services/catalogue-tree';
import { homeSections, legacyProductList, productByAsin, productPage } from '../services/product-lists';
import { answer, readJson, type AppEnv } from './context';

/** The catalogue calls: the shared tree, the reseller's home sections, listings, search and single products. */
export function registerCatalogueRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const { db } = platform;

  app.post(calls.groups.path, async (c) => answer(c, groupsAnswer, await catalogueTree(db)));
  app.post(calls.categories.path, async (c) => answer(c, categoriesAnswer, await categoryList(db)));

  app.get(calls.homeHeaders.path, async (c) => {
    const reseller = c.get('reseller');
    return answer(c, homeHeadersAnswer, await homeSections(db, reseller.id, reseller.markupPercent));
  });

  app.post(calls.productFilters.path, async (c) => {
    const request = await readJson(c, productFiltersRequest);
    return answer(c, productFiltersAnswer, await legacyProductList(db, request, c.get('reseller').markupPercent));
  });

  app.post(calls.singleProduct.path, async (c) => {
    const request = await readJson(c, singleProductRequest);
    const product = await productByAsin(db, request.search, c.get('reseller').markupPercent);
    return answer(c, singleProductAnswer, product ? [product] : []);
  });

  app.post(calls.productPage.path, async (c) => {
    const request = await readJson(c, productPageRequest);
    const page = await productPage(db, request, c.get('reseller').markupPercent);
    return answer(c, productPageAnswer, {
      status: 'true',
      data: page.cards,
      total: page.total,
      page: request.page,
      page_size: request.page_size,
      ...(page.searched !== undefined ? { searched: page.searched } : {}),
    });
  });
}
