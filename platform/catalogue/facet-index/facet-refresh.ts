import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../shared/db/database';
import { products, productSizes } from '../tables';
import { FacetColumns, type FacetRow } from './facet-columns';

/**
 * How long a version range stays suspect: versions are taken when a row changes, but the row is seen only when its
 * transaction commits, which can be after a later version was seen. Every refresh re-reads what changed since the
 * version seen this long ago, so a transaction shorter than this is never missed.
 */
const SAFETY_WINDOW_MS = 120_000;

/**
 * The facet columns of the whole catalogue, kept fresh across processes. Every write path reaches a product's
 * `version` (the CSV's columns, sizes deleted), `listing_version` (rating, featured order, category, group) or a
 * size's `version` (stock, size), all taken from the sequence catalogue_version (migrations 0009 and 0015). Before a
 * request the sequence's last_value (one tiny read) says whether anything changed; if it moved, or if the change
 * feed said a catalogue write committed (in any process: `markChanged`), the products changed since the version seen
 * SAFETY_WINDOW_MS ago are read again. The feed catches a late commit whose version the sequence check already
 * passed; the window makes the re-read reach back to it. A commit later than the window that nothing announces is
 * the one case left unseen until the next change.
 */
export class FacetIndex {
  private columns: FacetColumns | undefined;
  private changeHeard = false;
  private readonly seen: { at: number; version: number }[] = [];
  private refreshing: Promise<FacetColumns> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  /** A catalogue write committed somewhere (the change feed): the next request re-reads the recent versions. */
  markChanged(): void {
    this.changeHeard = true;
  }

  /** Whether the whole catalogue has been read once (4 s for 100,000 products on PGlite). */
  get loaded(): boolean {
    return this.columns !== undefined;
  }

  /** Starts the first read of the whole catalogue, unless it is done or under way. */
  loadInBackground(): void {
    if (this.columns || this.refreshing) return;
    this.fresh().catch((error: unknown) => console.error('The facet index could not be loaded', error));
  }

  /** The columns, brought up to date first; one refresh at a time. */
  async fresh(): Promise<FacetColumns> {
    while (this.refreshing) await this.refreshing.catch(() => undefined);
    this.refreshing = this.refresh();
    try {
      return await this.refreshing;
    } finally {
      this.refreshing = undefined;
    }
  }

  private async refresh(): Promise<FacetColumns> {
    const [row] = await queryRows<{ version: string | number }>(this.db, sql`select last_value as version from catalogue_version`);
    const version = Number(row?.version ?? 0);
    const last = this.seen.at(-1);
    if (this.columns && last?.version === version && !this.changeHeard) return this.columns;
    this.changeHeard = false;
    const columns = this.columns ?? new FacetColumns();
    const since = this.columns ? this.versionSeenBefore(this.now() - SAFETY_WINDOW_MS) : undefined;
    for (const product of await readFacetRows(this.db, since)) columns.put(product);
    this.columns = columns;
    this.remember(version);
    return columns;
  }

  /** The version seen last at or before `time` (the oldest one kept when none is that old). */
  private versionSeenBefore(time: number): number {
    let version = this.seen[0]!.version;
    for (const entry of this.seen) if (entry.at <= time) version = entry.version;
    return version;
  }

  /** Keeps the versions seen within the window, and the newest one older than it. */
  private remember(version: number): void {
    const at = this.now();
    this.seen.push({ at, version });
    while (this.seen.length > 1 && this.seen[1]!.at <= at - SAFETY_WINDOW_MS) this.seen.shift();
  }
}

/** The facet columns of every product, or of those changed after version `since`. */
async function readFacetRows(db: Queryable, since: number | undefined): Promise<FacetRow[]> {
  const changed: SQL =
    since === undefined
      ? sql`true`
      : sql`(${products.version} > ${since} or ${products.listingVersion} > ${since}
          or ${products.id} in (select ${productSizes.productId} from ${productSizes} where ${productSizes.version} > ${since}))`;
  return queryRows<FacetRow>(
    db,
    sql`select ${products.id} as "id", ${products.isActive} as "isActive", ${products.categoryId} as "categoryId",
        ${products.subcategoryId} as "subcategoryId", ${products.groupId} as "groupId", ${products.color} as "color",
        ${products.colorOptions} as "colorOptions", ${products.brand} as "brand", ${products.material} as "material",
        ${products.baseMrpPaise} as "baseMrpPaise", ${products.basePricePaise} as "basePricePaise",
        ${products.ratingTenths} as "ratingTenths", ${products.position} as "position",
        coalesce((select array_agg(${productSizes.sizeDesc}) from ${productSizes}
          where ${productSizes.productId} = ${products.id} and ${productSizes.stock} > 0), '{}'::text[]) as "sizesInStock"
      from ${products} where ${changed}`,
  );
}
