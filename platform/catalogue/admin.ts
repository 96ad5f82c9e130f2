import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminProductRequest } from './contract/admin';
import type { Db } from '../shared/db/database';
import { products, productSizes } from './tables';
import { toPaise } from '../shared/contract/money';
import { Problem } from '../shared/problem';

export type ProductChange = z.infer<typeof adminProductRequest>;

/**
 * Changes a product's supplier prices (whole rupees in, paise stored) and/or the stock of its sizes, all or
 * nothing. Refuses an unknown ASIN or size (404) and a selling price above the MRP (400).
 */
export async function updateProduct(db: Db, change: ProductChange): Promise<void> {
  const stock = Object.entries(change.stock ?? {});
  if (change.discountPrice === undefined && change.originalPrice === undefined && stock.length === 0) {
    throw new Problem(400, 'Send discountPrice, originalPrice or stock to change.');
  }
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, basePricePaise: products.basePricePaise, baseMrpPaise: products.baseMrpPaise })
      .from(products)
      .where(eq(products.asin, change.ASIN))
      .for('update');
    if (!product) throw new Problem(404, `There is no product with the ASIN '${change.ASIN}'.`, 'ASIN');

    if (change.discountPrice !== undefined || change.originalPrice !== undefined) {
      const price = change.discountPrice !== undefined ? toPaise(change.discountPrice) : product.basePricePaise;
      const mrp = change.originalPrice !== undefined ? toPaise(change.originalPrice) : product.baseMrpPaise;
      if (price > mrp) throw new Problem(400, 'discountPrice cannot be more than originalPrice.', 'discountPrice');
      await tx
        .update(products)
        .set({ basePricePaise: price, baseMrpPaise: mrp, updatedAt: sql`now()` })
        .where(eq(products.id, product.id));
    }

    const sizes = await tx
      .select({ id: productSizes.id, sizeDesc: productSizes.sizeDesc })
      .from(productSizes)
      .where(eq(productSizes.productId, product.id));
    for (const [sizeDesc, units] of stock) {
      const size = sizes.find((row) => row.sizeDesc === sizeDesc);
      if (!size) throw new Problem(404, `The product '${change.ASIN}' has no size '${sizeDesc}'.`, 'stock');
      await tx
        .update(productSizes)
        .set({ stock: units })
        .where(and(eq(productSizes.id, size.id), eq(productSizes.productId, product.id)));
    }
  });
}
