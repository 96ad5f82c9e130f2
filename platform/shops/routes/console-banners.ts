import type { Hono } from 'hono';
import { z } from 'zod';
import { calls } from '../../contract/calls';
import { consoleBannersAnswer } from '../contract/console-branding';
import type { PlatformContext } from '../../shared/platform-context';
import { listConsoleBanners, removeConsoleBanner, reorderConsoleBanners, updateConsoleBanner, uploadConsoleBanner } from '../console-banners';
import { bytesOf } from './console-branding';
import { answer, readJson, type AppEnv } from '../../shared/http/context';
import { requireConsole } from '../../shared/http/require-console';

/** The console's banners: list, upload (the body is the image's bytes; words, link and days in the query), change, reorder, remove. */
export function registerConsoleBannersRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const signedIn = requireConsole(platform);
  const done = (message: string, banners: Awaited<ReturnType<typeof listConsoleBanners>>) => ({ status: 'true' as const, message, banners });

  app.get(calls.consoleBanners.path, signedIn, async (c) =>
    answer(c, consoleBannersAnswer, { status: 'true', banners: await listConsoleBanners(platform.db, c.get('reseller').id) }),
  );

  app.post(calls.consoleUploadBanner.path, signedIn, async (c) => {
    const banners = await uploadConsoleBanner(platform, c.get('reseller').id, await bytesOf(c), c.req.query());
    return answer(c, consoleBannersAnswer, done('Banner added.', banners));
  });

  app.post(calls.consoleUpdateBanner.path, signedIn, async (c) => {
    const banners = await updateConsoleBanner(platform, c.get('reseller').id, await readJson(c, z.unknown()));
    return answer(c, consoleBannersAnswer, done('Banner saved.', banners));
  });

  app.post(calls.consoleReorderBanners.path, signedIn, async (c) => {
    const banners = await reorderConsoleBanners(platform, c.get('reseller').id, await readJson(c, z.unknown()));
    return answer(c, consoleBannersAnswer, done('Order saved.', banners));
  });

  app.post(calls.consoleRemoveBanner.path, signedIn, async (c) => {
    const banners = await removeConsoleBanner(platform, c.get('reseller').id, await readJson(c, z.unknown()));
    return answer(c, consoleBannersAnswer, done('Banner removed.', banners));
  });
}
