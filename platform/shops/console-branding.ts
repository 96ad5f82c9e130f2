import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { shopTag } from '../shared/contract/cache-tags';
import { consoleBrandingRequest, consoleStandardImageRequest, type ConsoleBranding } from './contract/console-branding';
import type { Queryable } from '../shared/db/database';
import { resellers } from './tables';
import { databaseFileStore, type FileStore } from '../shared/images/file-store';
import { parseDemoArt } from '../shared/images/image-names';
import { prepareFavicon, prepareLogo, type EncodedImage } from '../shared/images/uploaded-image';
import { Problem } from '../shared/problem';
import { themeOf, updateBranding } from './branding';
import { parseRequest } from '../shared/parse-request';
import type { Deps, PlatformContext } from '../shared/platform-context';
import type { Shop } from '../shared/tenancy/shop-row';
import { generatedArt } from './shops';
import { uploadsPath } from '../shared/uploads-path';

/** What branding and banner changes need: Deps, and the host directory (to forget a shop's old branding). */
export type ConsoleDeps = Deps & Pick<PlatformContext, 'resellers'>;

export function consoleBrandingOf(reseller: Shop): ConsoleBranding {
  return {
    shopName: reseller.shopName,
    theme: themeOf(reseller),
    email: reseller.email,
    mobile: reseller.mobile,
    address: reseller.address,
    social: {
      facebook: reseller.socialFb,
      instagram: reseller.socialInsta,
      linkedin: reseller.socialLinkedin,
      twitter: reseller.socialTwitter,
      youtube: reseller.socialYoutube,
    },
    headerStrip: reseller.deliveryPromise,
    gstin: reseller.gstin,
    defaultLanguage: reseller.defaultLanguage,
    shopNameHi: reseller.shopNameHi,
    headerStripHi: reseller.deliveryPromiseHi,
    logoUrl: uploadsPath(reseller.logoFile),
    faviconUrl: uploadsPath(reseller.faviconFile),
    logoUploaded: isUpload(reseller.logoFile),
    faviconUploaded: isUpload(reseller.faviconFile),
    logoVersion: reseller.logoVersion,
  };
}

/** An upload's name (logos/s{shop}/…), or a file put there some other way (the shop command, an old import). */
const isUpload = (file: string) => !parseDemoArt(file);

/** The shop's branding as it is now in the database (the host directory's copy may be a few seconds old). */
export async function readConsoleBranding(db: Queryable, shopId: number): Promise<ConsoleBranding> {
  return consoleBrandingOf(await freshReseller(db, shopId));
}

async function freshReseller(db: Queryable, shopId: number): Promise<Shop> {
  const [reseller] = await db.select().from(resellers).where(eq(resellers.id, shopId)).limit(1);
  if (!reseller) throw new Problem(404, 'This shop no longer exists.');
  return reseller;
}

/**
 * Saves the branding form. Nothing is written unless every field is valid (a 400 naming the first bad one). A change
 * of name or colours bumps the logo version (and renames a generated wordmark); any change expires the shop's pages
 * in every process.
 */
export async function saveConsoleBranding(
  deps: ConsoleDeps,
  shopId: number,
  input: unknown,
): Promise<{ branding: ConsoleBranding; changed: boolean }> {
  const form = parseRequest(consoleBrandingRequest, input);
  const changed = await deps.db.transaction(async (tx) => {
    const before = await freshReseller(tx, shopId);
    const brandingChanged = await updateBranding(tx, shopId, {
      theme: form.theme,
      shop_name: form.shopName,
      emailid: form.email,
      mobileno: form.mobile,
      address: form.address,
      delivery_promise: form.headerStrip,
    });
    const extras = {
      socialFb: form.social.facebook,
      socialInsta: form.social.instagram,
      socialLinkedin: form.social.linkedin,
      socialTwitter: form.social.twitter,
      socialYoutube: form.social.youtube,
      gstin: form.gstin,
      defaultLanguage: form.defaultLanguage,
      shopNameHi: form.shopNameHi,
      deliveryPromiseHi: form.headerStripHi,
    };
    const extrasChanged = Object.entries(extras).some(([key, value]) => before[key as keyof typeof extras] !== value);
    if (extrasChanged) await tx.update(resellers).set(extras).where(eq(resellers.id, shopId));
    return brandingChanged || extrasChanged;
  });
  if (changed) await announceShop(deps, shopId);
  return { branding: await readConsoleBranding(deps.db, shopId), changed };
}

export type BrandingImage = 'logo' | 'favicon';

/**
 * Replaces the shop's logo or favicon with an upload: checked and resized by the image pipeline, stored under a
 * name made from its bytes (so the new picture has a new URL and every cached page and browser fetches it), the
 * logo version bumped, the shop's pages expired. A refused upload saves nothing.
 */
export async function uploadBrandingImage(
  deps: ConsoleDeps,
  shopId: number,
  which: BrandingImage,
  bytes: Buffer,
  files: FileStore = databaseFileStore(deps.db),
): Promise<ConsoleBranding> {
  const image = which === 'logo' ? await prepareLogo(bytes) : await prepareFavicon(bytes);
  const path = `logos/s${shopId}/${which}-${contentHash(image)}.${image.extension}`;
  await files.write([{ path, contentType: image.contentType, bytes: image.bytes }], shopId);
  await deps.db
    .update(resellers)
    .set({ ...(which === 'logo' ? { logoFile: path } : { faviconFile: path }), logoVersion: sql`${resellers.logoVersion} + 1` })
    .where(eq(resellers.id, shopId));
  await announceShop(deps, shopId);
  return readConsoleBranding(deps.db, shopId);
}

/**
 * Goes back to the standard logo or favicon, drawn from the shop's name in its main colour (as a new shop gets):
 * it follows later changes of name and colour again. The uploaded file stays stored (cached pages may still show it).
 */
export async function restoreStandardImage(deps: ConsoleDeps, shopId: number, input: unknown): Promise<ConsoleBranding> {
  const { image } = parseRequest(consoleStandardImageRequest, input);
  const reseller = await freshReseller(deps.db, shopId);
  const art = generatedArt(reseller.shopName, reseller.code, reseller.themePrimary);
  await deps.db
    .update(resellers)
    .set({ ...(image === 'logo' ? { logoFile: art.logoFile } : { faviconFile: art.faviconFile }), logoVersion: sql`${resellers.logoVersion} + 1` })
    .where(eq(resellers.id, shopId));
  await announceShop(deps, shopId);
  return readConsoleBranding(deps.db, shopId);
}

/** 12 hex digits of the bytes' SHA-256: a new picture, a new name. */
export function contentHash(image: EncodedImage, salt = ''): string {
  return createHash('sha256').update(salt).update(image.bytes).digest('hex').slice(0, 12);
}

/** Every process forgets the shop's cached settings and expires its pages (the `shop:{host}` tag of each of its hosts). */
export async function announceShop(deps: ConsoleDeps, shopId: number): Promise<void> {
  deps.resellers.forget();
  const hosts = await deps.resellers.hostsOf(shopId);
  await deps.changes.publish({ tags: hosts.map(shopTag) });
}
