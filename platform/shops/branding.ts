import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminBrandingRequest } from '../catalogue/contract/admin';
import type { Theme } from './contract/branding';
import type { Queryable } from '../shared/db/database';
import { banners, resellers } from './tables';
import { demoFaviconImage, demoLogoImage } from '../shared/images/demo-art-kinds';
import type { Shop } from '../shared/tenancy/shop-row';
import { uploadsPath } from '../shared/uploads-path';

export function themeOf(reseller: Shop): Theme {
  return {
    text: reseller.themeText,
    background: reseller.themeBackground,
    primary: reseller.themePrimary,
    secondary: reseller.themeSecondary,
    accent: reseller.themeAccent,
  };
}

export function logoOf(reseller: Shop) {
  return {
    logo: uploadsPath(reseller.logoFile),
    version: reseller.logoVersion,
    emailid: reseller.email,
    mobileno: reseller.mobile,
    address: reseller.address,
    favicon_icon: uploadsPath(reseller.faviconFile),
    shop_name: reseller.shopName,
    delivery_promise: reseller.deliveryPromise,
    default_language: reseller.defaultLanguage,
    ...(reseller.shopNameHi ? { shop_name_hi: reseller.shopNameHi } : {}),
    ...(reseller.deliveryPromiseHi ? { delivery_promise_hi: reseller.deliveryPromiseHi } : {}),
  };
}

export function socialLinksOf(reseller: Shop) {
  return {
    fb: reseller.socialFb,
    insta: reseller.socialInsta,
    linkedin: reseller.socialLinkedin,
    twitter: reseller.socialTwitter,
    youtube: reseller.socialYoutube,
  };
}

const BANNER_FOLDER = 'BannerImages/';

/**
 * The reseller's banners showing at `now` (within their days, when they have any), in order; banner_img_name is the
 * file name within /uploads/BannerImages/ (the phone variant is the same name with -800x250 before the extension).
 */
export async function bannersOf(db: Queryable, shopId: number, now = new Date()) {
  const rows = await db
    .select({ imageFile: banners.imageFile, url: banners.url, text: banners.text, textHi: banners.textHi })
    .from(banners)
    .where(
      and(
        eq(banners.shopId, shopId),
        or(isNull(banners.activeFrom), lte(banners.activeFrom, now)),
        or(isNull(banners.activeUntil), gt(banners.activeUntil, now)),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((row) => ({
    banner_img_name: row.imageFile.startsWith(BANNER_FOLDER) ? row.imageFile.slice(BANNER_FOLDER.length) : row.imageFile,
    url: row.url,
    ...(row.text ? { text: row.text } : {}),
    ...(row.textHi ? { text_hi: row.textHi } : {}),
  }));
}

export type BrandingChange = z.infer<typeof adminBrandingRequest>;

/**
 * Applies a back-office change to a reseller's branding; answers whether anything changed. A visual change
 * (theme or shop name) bumps logo_version so cached logos refresh, and a generated wordmark or favicon is
 * renamed for the new name and colour; an uploaded logo is left alone.
 */
export async function updateBranding(db: Queryable, shopId: number, change: BrandingChange): Promise<boolean> {
  // Read afresh: the host directory's copy may be a few seconds old.
  const [reseller] = await db.select().from(resellers).where(eq(resellers.id, shopId)).limit(1);
  if (!reseller) return false;
  const theme = { ...themeOf(reseller), ...change.theme };
  const shopName = change.shop_name ?? reseller.shopName;
  const visual = JSON.stringify(theme) !== JSON.stringify(themeOf(reseller)) || shopName !== reseller.shopName;
  const values: Partial<typeof resellers.$inferInsert> = {
    themeText: theme.text,
    themeBackground: theme.background,
    themePrimary: theme.primary,
    themeSecondary: theme.secondary,
    themeAccent: theme.accent,
    shopName,
    email: change.emailid ?? reseller.email,
    mobile: change.mobileno ?? reseller.mobile,
    address: change.address ?? reseller.address,
    deliveryPromise: change.delivery_promise ?? reseller.deliveryPromise,
  };
  const contactChanged =
    values.email !== reseller.email ||
    values.mobile !== reseller.mobile ||
    values.address !== reseller.address ||
    values.deliveryPromise !== reseller.deliveryPromise;
  if (!visual && !contactChanged) return false;
  if (visual) {
    const oldHex = reseller.themePrimary.slice(1).toLowerCase();
    const newHex = theme.primary.slice(1).toLowerCase();
    if (reseller.logoFile === demoLogoImage(reseller.shopName, oldHex)) values.logoFile = demoLogoImage(shopName, newHex);
    if (reseller.faviconFile === demoFaviconImage(reseller.shopName, oldHex)) values.faviconFile = demoFaviconImage(shopName, newHex);
  }
  await db
    .update(resellers)
    .set({ ...values, ...(visual ? { logoVersion: sql`${resellers.logoVersion} + 1` } : {}) })
    .where(eq(resellers.id, reseller.id));
  return true;
}
