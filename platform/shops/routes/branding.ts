import type { Hono } from 'hono';
import { bannersAnswer, resellerLogoAnswer, socialLinksAnswer, themeAnswer } from '../contract/branding';
import { calls } from '../../contract/calls';
import type { PlatformContext } from '../../shared/platform-context';
import { bannersOf, logoOf, socialLinksOf, themeOf } from '../branding';
import { answer, type AppEnv } from '../../shared/http/context';

/** The requesting host's reseller: theme, logo and contact, social links and banners. */
export function registerBrandingRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  app.post(calls.theme.path, (c) => answer(c, themeAnswer, { status: 'true', data: [themeOf(c.get('reseller'))] }));
  app.get(calls.resellerLogo.path, (c) => answer(c, resellerLogoAnswer, { status: 'true', data: [logoOf(c.get('reseller'))] }));
  app.get(calls.socialLinks.path, (c) => answer(c, socialLinksAnswer, { status: 'true', data: [socialLinksOf(c.get('reseller'))] }));
  app.get(calls.banners.path, async (c) => answer(c, bannersAnswer, { status: 'true', data: await bannersOf(platform.db, c.get('reseller').id) }));
}
