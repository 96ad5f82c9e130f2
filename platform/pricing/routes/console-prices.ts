import type { Context, Hono } from 'hono';
import { calls } from '../../contract/calls';
import {
  consoleCategoryAnswer,
  consoleCategoryHiddenRequest,
  consoleMarkupAnswer,
  consoleMarkupRequest,
  consolePriceRowAnswer,
  consolePricesAnswer,
  consoleProductHiddenRequest,
  consoleProductPriceRequest,
} from '../contract/console-prices';
import type { PlatformContext } from '../../shared/platform-context';
import { listShopPrices, setCategoryHidden, setMarkup, setProductHidden, setProductPrice } from '../shop-prices';
import { answer, readJson, type AppEnv } from '../../shared/http/context';
import { requireConsole } from '../../shared/http/require-console';

/** The console's prices of the host's shop: its markup, own prices per product, and hidden products and categories. */
export function registerConsolePricesRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const signedIn = requireConsole(platform);
  const shopId = (c: Context<AppEnv>) => c.get('reseller').id;

  app.get(calls.consolePrices.path, signedIn, async (c) =>
    answer(c, consolePricesAnswer, await listShopPrices(platform.db, shopId(c), c.req.query())),
  );

  app.post(calls.consolePricesMarkup.path, signedIn, async (c) => {
    const result = await setMarkup(platform, shopId(c), await readJson(c, consoleMarkupRequest));
    return answer(c, consoleMarkupAnswer, { status: 'true', ...result });
  });

  app.post(calls.consolePricesProduct.path, signedIn, async (c) => {
    const result = await setProductPrice(platform, shopId(c), await readJson(c, consoleProductPriceRequest));
    return answer(c, consolePriceRowAnswer, { status: 'true', ...result });
  });

  app.post(calls.consolePricesProductHidden.path, signedIn, async (c) => {
    const result = await setProductHidden(platform, shopId(c), await readJson(c, consoleProductHiddenRequest));
    return answer(c, consolePriceRowAnswer, { status: 'true', ...result });
  });

  app.post(calls.consolePricesCategoryHidden.path, signedIn, async (c) => {
    const result = await setCategoryHidden(platform, shopId(c), await readJson(c, consoleCategoryHiddenRequest));
    return answer(c, consoleCategoryAnswer, { status: 'true', ...result });
  });
}
