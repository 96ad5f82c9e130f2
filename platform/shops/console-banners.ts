import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BANNER_NOT_FOUND,
  BANNERS_CHANGED,
  BANNERS_FULL,
  BANNERS_MAX,
  consoleBannerReorderRequest,
  consoleBannerRemoveRequest,
  consoleBannerUpdateRequest,
  consoleBannerUploadQuery,
  type ConsoleBanner,
} from './contract/console-branding';
import type { Queryable } from '../shared/db/database';
import { banners } from './tables';
import { databaseFileStore, type FileStore } from '../shared/images/file-store';
import { BANNER_PHONE_SUFFIX, prepareBanner } from '../shared/images/uploaded-image';
import { Problem } from '../shared/problem';
import { announceShop, contentHash, type ConsoleDeps } from './console-branding';
import { parseRequest } from '../shared/parse-request';
import { requireShopPage } from './shop-links';
import { uploadsPath } from '../shared/uploads-path';

type BannerRow = typeof banners.$inferSelect;

/** Banner days are India's: a banner "from 1 Nov until 3 Nov" shows from 00:00 IST on the 1st to 24:00 IST on the 3rd. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}
/** The India day an instant falls on, as YYYY-MM-DD. */
export function indiaDay(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
/** Stored limits: the start of the first day, and the end of the last (exclusive: the start of the next). */
function storedRange(activeFrom: string, activeUntil: string) {
  return {
    activeFrom: activeFrom ? dayStart(activeFrom) : null,
    activeUntil: activeUntil ? new Date(dayStart(activeUntil).getTime() + DAY_MS) : null,
  };
}

/** Whether a banner shows at `now`: within its days, when it has any. */
export function bannerShowing(row: Pick<BannerRow, 'activeFrom' | 'activeUntil'>, now: Date): boolean {
  return (!row.activeFrom || row.activeFrom <= now) && (!row.activeUntil || row.activeUntil > now);
}

function toConsoleBanner(row: BannerRow, now: Date): ConsoleBanner {
  const state = row.activeUntil && row.activeUntil <= now ? 'ended' : row.activeFrom && row.activeFrom > now ? 'scheduled' : 'showing';
  return {
    id: row.id,
    imageUrl: uploadsPath(row.imageFile),
    phoneImageUrl: uploadsPath(row.phoneImageFile || phoneVariantOf(row.imageFile)),
    text: row.text || bannerText(row.imageFile),
    textHi: row.textHi,
    link: row.url,
    activeFrom: row.activeFrom ? indiaDay(row.activeFrom) : '',
    activeUntil: row.activeUntil ? indiaDay(new Date(row.activeUntil.getTime() - 1)) : '',
    state,
  };
}

const phoneVariantOf = (file: string) => file.replace(/(\.[a-z0-9]+)$/i, `-${BANNER_PHONE_SUFFIX}$1`);

/**
 * The words a banner's file name carries, as the storefront reads its alt text from it (lib/platform/transforms):
 * 'BannerImages/diwali-sale--up-to-50-percent-off-3fa9c2-d1e0b4.jpg' → 'Diwali sale: up to 50% off'.
 */
export function bannerText(file: string): string {
  const [headline = '', subline = ''] = file
    .replace(/^.*\//, '')
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/(-[0-9a-f]{6}){2}$/i, '')
    .split('--')
    .map((part) =>
      part
        .replace(/-percent/g, '%')
        .replace(/-/g, ' ')
        .trim(),
    );
  const text = subline ? `${headline}: ${subline}` : headline;
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Offer';
}

/**
 * A banner's words as a file name: lower-case letters, digits and single dashes, a colon as '--' ('Diwali Sale: up to
 * 50% off' → 'diwali-sale--up-to-50-percent-off').
 */
export function bannerSlug(text: string): string {
  const slug = (part: string) =>
    part
      .toLowerCase()
      .replace(/%/g, ' percent ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const [headline = '', ...rest] = text.split(':');
  const parts = [slug(headline), slug(rest.join(' '))].filter(Boolean);
  return parts.join('--').slice(0, 60).replace(/-+$/, '') || 'offer';
}

async function rowsOf(db: Queryable, shopId: number): Promise<BannerRow[]> {
  return db.select().from(banners).where(eq(banners.shopId, shopId)).orderBy(asc(banners.position), asc(banners.id));
}

/** The shop's banners in order, each with its state today. */
export async function listConsoleBanners(db: Queryable, shopId: number, now = new Date()): Promise<ConsoleBanner[]> {
  return (await rowsOf(db, shopId)).map((row) => toConsoleBanner(row, now));
}

/**
 * Adds a banner at the end: the image pipeline makes the 1600×500 banner and its 800×250 phone variant, stored under
 * names made from the banner's words and bytes. `query` carries the words, link and days (validated before anything
 * is stored).
 */
export async function uploadConsoleBanner(
  deps: ConsoleDeps,
  shopId: number,
  bytes: Buffer,
  query: unknown,
  files: FileStore = databaseFileStore(deps.db),
): Promise<ConsoleBanner[]> {
  const settings = parseRequest(consoleBannerUploadQuery, query);
  await requireShopPage(deps.db, shopId, settings.link);
  await refuseWhenFull(deps.db, shopId);
  const { banner, phone } = await prepareBanner(bytes);
  const hash = contentHash(banner, `s${shopId}`);
  const imageFile = `BannerImages/${bannerSlug(settings.text)}-${hash.slice(0, 6)}-${hash.slice(6)}.jpg`;
  const phoneImageFile = phoneVariantOf(imageFile);
  await files.write(
    [
      { path: imageFile, contentType: banner.contentType, bytes: banner.bytes },
      { path: phoneImageFile, contentType: phone.contentType, bytes: phone.bytes },
    ],
    shopId,
  );
  await deps.db.transaction(async (tx) => {
    await refuseWhenFull(tx, shopId);
    await tx.insert(banners).values({
      shopId,
      imageFile,
      phoneImageFile,
      url: settings.link,
      text: settings.text,
      textHi: settings.textHi,
      position: sql`(select coalesce(max(${banners.position}), -1) + 1 from ${banners} where ${banners.shopId} = ${shopId})`,
      ...storedRange(settings.activeFrom, settings.activeUntil),
    });
  });
  await announceShop(deps, shopId);
  return listConsoleBanners(deps.db, shopId);
}

async function refuseWhenFull(db: Queryable, shopId: number): Promise<void> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(banners)
    .where(eq(banners.shopId, shopId));
  if ((row?.count ?? 0) >= BANNERS_MAX) throw new Problem(409, BANNERS_FULL);
}

/** Changes a banner's link and days, and its Hindi words when given. */
export async function updateConsoleBanner(deps: ConsoleDeps, shopId: number, input: unknown): Promise<ConsoleBanner[]> {
  const change = parseRequest(consoleBannerUpdateRequest, input);
  await requireShopPage(deps.db, shopId, change.link);
  const updated = await deps.db
    .update(banners)
    .set({
      url: change.link,
      ...(change.textHi === undefined ? {} : { textHi: change.textHi }),
      ...storedRange(change.activeFrom, change.activeUntil),
    })
    .where(and(eq(banners.id, change.id), eq(banners.shopId, shopId)))
    .returning({ id: banners.id });
  if (updated.length === 0) throw new Problem(404, BANNER_NOT_FOUND);
  await announceShop(deps, shopId);
  return listConsoleBanners(deps.db, shopId);
}

/** Puts the banners in the given order; the list must name every banner of the shop once (else the page was stale: 409). */
export async function reorderConsoleBanners(deps: ConsoleDeps, shopId: number, input: unknown): Promise<ConsoleBanner[]> {
  const { ids } = parseRequest(consoleBannerReorderRequest, input);
  await deps.db.transaction(async (tx) => {
    const current = (await rowsOf(tx, shopId)).map((row) => row.id);
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw new Problem(409, BANNERS_CHANGED);
    for (const [position, id] of ids.entries()) {
      await tx
        .update(banners)
        .set({ position })
        .where(and(eq(banners.id, id), eq(banners.shopId, shopId)));
    }
  });
  await announceShop(deps, shopId);
  return listConsoleBanners(deps.db, shopId);
}

/** Removes a banner, and its stored pictures unless another banner of the shop shows the same ones. */
export async function removeConsoleBanner(
  deps: ConsoleDeps,
  shopId: number,
  input: unknown,
  files: FileStore = databaseFileStore(deps.db),
): Promise<ConsoleBanner[]> {
  const { id } = parseRequest(consoleBannerRemoveRequest, input);
  const [removed] = await deps.db
    .delete(banners)
    .where(and(eq(banners.id, id), eq(banners.shopId, shopId)))
    .returning();
  if (!removed) throw new Problem(404, BANNER_NOT_FOUND);
  const paths = [removed.imageFile, removed.phoneImageFile].filter(Boolean);
  const stillUsed = await deps.db
    .select({ imageFile: banners.imageFile })
    .from(banners)
    .where(and(eq(banners.shopId, shopId), inArray(banners.imageFile, [removed.imageFile])));
  if (stillUsed.length === 0) await files.remove(paths);
  await announceShop(deps, shopId);
  return listConsoleBanners(deps.db, shopId);
}
