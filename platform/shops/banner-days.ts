import { and, gt, lte, or } from 'drizzle-orm';
import type { Queryable } from '../shared/db/database';
import { banners } from './tables';
import { announceShop, type ConsoleDeps } from './console-branding';

/** The shops with a banner that started or ended in (since, until]. */
export async function shopsWithBannerDayChanges(db: Queryable, since: Date, until: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ shopId: banners.shopId })
    .from(banners)
    .where(
      or(and(gt(banners.activeFrom, since), lte(banners.activeFrom, until)), and(gt(banners.activeUntil, since), lte(banners.activeUntil, until))),
    );
  return rows.map((row) => row.shopId);
}

/**
 * Cached home pages carry the banners that were on when they were made, and nothing changes in the database when a
 * banner's first day begins or its last day ends: once a minute, the shops where that happened are announced, so
 * every process's pages of them expire (within a minute of midnight, India time, instead of the cache's hour).
 */
export function watchBannerDays(deps: ConsoleDeps, everyMs = 60_000): () => void {
  let since = new Date();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const until = new Date();
    shopsWithBannerDayChanges(deps.db, since, until)
      .then(async (shops) => {
        since = until;
        for (const shopId of shops) await announceShop(deps, shopId);
      })
      .catch((error: unknown) => console.error('Checking the banners’ days failed', error))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
