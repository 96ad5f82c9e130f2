import 'server-only';
import { consoleCall } from '@/modules/console/shell/server/console-call';

/** The most ASINs one coupon may name: each is one search of the shop's catalogue. */
export const COUPON_ASINS_MAX = 50;

/**
 * The shop's product ids of the ASINs a reseller typed, and those it sells no product of, found through the prices
 * list's search (which matches an ASIN exactly among its words).
 */
export async function productIdsOfAsins(asins: readonly string[]): Promise<{ ids: number[]; unknown: string[] }> {
  const found = await Promise.all(
    asins.map(async (asin) => {
      const list = await consoleCall('consolePrices', { query: { q: asin, page_size: '60' } });
      return list.rows.find((row) => row.asin.toUpperCase() === asin)?.id ?? null;
    }),
  );
  return {
    ids: found.filter((id): id is number => id !== null),
    unknown: asins.filter((_, index) => found[index] === null),
  };
}

/**
 * The ASINs of a coupon's products, for its edit form: the coupon keeps product ids, and the prices list (60 a page)
 * is the console's one list of every product with its ASIN, read until each id is found. A product the catalogue no
 * longer holds is left out.
 */
export async function asinsOfProductIds(ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = new Set(ids);
  const found = new Map<number, string>();
  for (let page = 1; wanted.size > found.size; page++) {
    const list = await consoleCall('consolePrices', { query: { page: String(page), page_size: '60' } });
    for (const row of list.rows) if (wanted.has(row.id)) found.set(row.id, row.asin);
    if (page * list.page_size >= list.total) break;
  }
  return found;
}
