import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { PlatformContext } from '../shared/platform-context';
import type { Readiness } from '../shared/db/readiness';
import { CHANGES_PATH } from '../shared/contract/cache-tags';
import { CSV_IMPORT_MAX_BYTES, CSV_IMPORT_TOO_LARGE, isCsvImportCall, isUploadCall, UPLOAD_TOO_LARGE } from '../shared/contract/upload-limits';
import { Problem } from '../shared/problem';
import { registerAddressesRoutes, registerAuthRoutes } from '../customers';
import { registerAdminRoutes, registerConsoleCatalogueRoutes, registerCatalogueRoutes, registerProductLookupRoutes } from '../catalogue';
import { registerAdminOrdersRoutes, registerConsoleOrdersRoutes, registerOrdersRoutes, registerPaymentsRoutes } from '../orders';
import {
  registerBrandingRoutes,
  registerConsoleAuthRoutes,
  registerConsoleDashboardRoutes,
  registerConsoleSectionsRoutes,
  registerConsolePasswordRoutes,
  registerConsoleTeamRoutes,
  registerConsoleBannersRoutes,
  registerConsoleBrandingRoutes,
  registerShopSettingsRoutes,
} from '../shops';
import { registerCartRoutes } from '../cart';
import { registerConsoleOfferRoutes, registerShopperOfferRoutes } from '../offers';
import { registerDeliveryRoutes } from '../delivery';
import { registerChangesRoutes } from './changes';
import { registerConsolePricesRoutes } from '../pricing';
import { registerHealthRoutes } from './health';
import { tenant, type AppEnv } from '../shared/http/context';
import { registerUploadsRoutes } from './uploads';

/** Calls that are not made on behalf of a shop's host: Razorpay's webhook, the test gateway's dialog, the change stream. */
const UNSCOPED_PREFIXES = ['/api/razorpay_webhook', '/api/test_gateway/', CHANGES_PATH];
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The platform's HTTP API: the legacy contract plus its extensions, /uploads, and the health probes. */
export function createHttpApp(platform: PlatformContext, readiness: () => Promise<Readiness>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  registerHealthRoutes(app, readiness);

  const usualLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ status: 'false', message: isUploadCall(c.req.path) ? UPLOAD_TOO_LARGE : 'The request body is too large.' }, 413),
  });
  const csvImportLimit = bodyLimit({
    maxSize: CSV_IMPORT_MAX_BYTES,
    onError: (c) => c.json({ status: 'false', message: CSV_IMPORT_TOO_LARGE, field: 'file' }, 413),
  });
  app.use('*', (c, next) => (isCsvImportCall(c.req.path) ? csvImportLimit(c, next) : usualLimit(c, next)));
  const scoped = tenant(platform);
  app.use('/token', scoped);
  app.use('/api/*', (c, next) => (UNSCOPED_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)) ? next() : scoped(c, next)));

  registerAuthRoutes(app, platform);
  registerBrandingRoutes(app, platform);
  registerShopSettingsRoutes(app, platform);
  registerCatalogueRoutes(app, platform);
  registerProductLookupRoutes(app, platform);
  registerCartRoutes(app, platform);
  registerShopperOfferRoutes(app, platform);
  registerDeliveryRoutes(app, platform);
  registerAddressesRoutes(app, platform);
  registerOrdersRoutes(app, platform);
  registerPaymentsRoutes(app, platform);
  registerAdminRoutes(app, platform);
  registerAdminOrdersRoutes(app, platform);
  registerConsoleAuthRoutes(app, platform);
  registerConsoleOrdersRoutes(app, platform);
  registerConsoleDashboardRoutes(app, platform);
  registerConsoleSectionsRoutes(app, platform);
  registerConsoleTeamRoutes(app, platform);
  registerConsolePasswordRoutes(app, platform);
  registerConsoleBrandingRoutes(app, platform);
  registerConsoleBannersRoutes(app, platform);
  registerConsolePricesRoutes(app, platform);
  registerConsoleOfferRoutes(app, platform);
  registerConsoleCatalogueRoutes(app, platform);
  registerUploadsRoutes(app, platform);
  registerChangesRoutes(app, platform);

  app.notFound((c) => c.json({ status: 'false', message: `There is no call ${c.req.method} ${c.req.path}.` }, 404));
  app.onError((error, c) => {
    if (error instanceof Problem) {
      return c.json({ status: 'false', message: error.message, ...(error.field ? { field: error.field } : {}) }, error.status);
    }
    console.error(`Platform error on ${c.req.method} ${c.req.path}`, error);
    return c.json({ status: 'false', message: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
