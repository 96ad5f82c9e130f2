import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../shared/db/database';
import type { ChangeFeed } from '../shared/events';
import { productSizes } from '../catalogue/tables';
import { productTag } from '../shared/contract/cache-tags';
import { Problem } from '../shared/problem';

export interface StockTake {
  sizeId: number;
  units: number;
  name: string;
  size: string;
}

/**
 * Takes the units from each size with a conditional update, so a unit is never sold twice even when orders run
 * truly concurrently (PostgreSQL re-checks the condition after waiting for a competing update). Sizes are taken
 * in id order so two orders for the same sizes cannot deadlock. A size short of units refuses the whole order.
 */
export async function takeStock(tx: Tx, takes: readonly StockTake[], shortage: (name: string, size: string, left: number) => string): Promise<void> {
  for (const take of [...takes].sort((a, b) => a.sizeId - b.sizeId)) {
    const taken = await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} - ${take.units}` })
      .where(and(eq(productSizes.id, take.sizeId), gte(productSizes.stock, take.units)))
      .returning({ id: productSizes.id });
    if (taken.length === 1) continue;
    const [row] = await tx.select({ stock: productSizes.stock }).from(productSizes).where(eq(productSizes.id, take.sizeId));
    throw new Problem(409, shortage(take.name, take.size, row?.stock ?? 0));
  }
}

/** Puts units back on a size (a cancelled line); a size the supplier has since removed is left alone. */
export async function returnStock(tx: Tx, productId: number, size: string, units: number): Promise<void> {
  await tx
    .update(productSizes)
    .set({ stock: sql`${productSizes.stock} + ${units}` })
    .where(and(eq(productSizes.productId, productId), eq(productSizes.sizeDesc, size)));
}

/**
 * Tells every storefront process which products' stock just changed. Only product pages show stock (cards and lists
 * do not), so an order expires the pages of the products it sold, not the catalogue.
 */
export function announceStockChange(changes: ChangeFeed, asins: readonly string[]): Promise<void> {
  return changes.publish({ tags: [...new Set(asins)].map(productTag) });
}
