import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_CART_LINES } from './contract/cart-limits';
import type { CartItemWire, CartSaveLine } from './contract/cart';
import type { Db, Queryable } from '../shared/db/database';
import { cartLines } from './tables';
import { products, productSizes, subcategories } from '../catalogue/tables';
import { isUnsized, loadCartProducts, type CartProduct } from './cart-products';
import { toRupees } from '../shared/contract/money';
import { sellingPricePaiseColumn, shopPrices, HIDDEN_PRODUCT_MESSAGE, shownInShop } from '../pricing';
import { Problem } from '../shared/problem';
import type { ShopCustomer } from '../shared/platform-context';
import { PRODUCT_NOT_FOUND_MESSAGE } from './requested-lines';
import { chosenColor, namedSize, onlyLeftMessage } from './size-rules';

/**
 * The shopper's server cart at this shop's prices, in the order lines were added. Lines whose product has gone
 * inactive, or that the shop now hides, are left out (they stay stored, and come back if the product does).
 */
export async function readCart(db: Queryable, shopper: ShopCustomer): Promise<CartItemWire[]> {
  const rows = await db
    .select({
      productId: cartLines.productId,
      size: cartLines.size,
      lineColor: cartLines.color,
      units: cartLines.units,
      asin: products.asin,
      name: products.name,
      images: products.images,
      category: subcategories.name,
      productColor: products.color,
      basePricePaise: products.basePricePaise,
      baseMrpPaise: products.baseMrpPaise,
      sellingPricePaise: sellingPricePaiseColumn(shopper),
      deliveryPaise: products.deliveryPaise,
      stock: productSizes.stock,
    })
    .from(cartLines)
    .innerJoin(products, and(eq(products.id, cartLines.productId), eq(products.isActive, true)))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .leftJoin(productSizes, and(eq(productSizes.productId, cartLines.productId), eq(productSizes.sizeDesc, cartLines.size)))
    .where(and(eq(cartLines.shopId, shopper.shopId), eq(cartLines.customerId, shopper.customerId), shownInShop(shopper)))
    .orderBy(asc(cartLines.updatedAt), asc(cartLines.productId), asc(cartLines.size));
  return rows.map((row) => ({
    id: row.productId,
    image: row.images[0] ?? '',
    ASIN: row.asin,
    name: row.name,
    category: row.category,
    size: row.size,
    color: row.lineColor || row.productColor,
    discountPrice: shopPrices(row, shopper.markupPercent).priceRupees,
    originalPrice: shopPrices(row, shopper.markupPercent).mrpRupees,
    Unit: row.units,
    quantity: row.stock ?? 0,
    cart_size: row.size,
    recommendedSellingPrice: toRupees(row.deliveryPaise),
  }));
}

/**
 * Sets the units of each line, keyed by product and size; 0 removes the line. All lines or none: one refused
 * line (unknown product, size, colour or stock) leaves the cart as it was.
 */
export async function saveCart(db: Db, shopper: ShopCustomer, lines: readonly CartSaveLine[]): Promise<void> {
  const catalogue = await loadCartProducts(
    db,
    lines.map((l) => l.prod_id),
    shopper,
  );
  const owner = and(eq(cartLines.shopId, shopper.shopId), eq(cartLines.customerId, shopper.customerId));
  await db.transaction(async (tx) => {
    for (const [index, line] of lines.entries()) {
      const product = catalogue.get(line.prod_id);
      if (line.unit === 0) {
        const size = product ? storedSize(product, line.cart_size) : line.cart_size;
        await tx.delete(cartLines).where(and(owner, eq(cartLines.productId, line.prod_id), eq(cartLines.size, size)));
        continue;
      }
      if (!product?.active) throw new Problem(404, PRODUCT_NOT_FOUND_MESSAGE, `${index}.prod_id`);
      if (product.hidden) throw new Problem(404, HIDDEN_PRODUCT_MESSAGE, `${index}.prod_id`);
      const size = namedSize(product, line.cart_size, `${index}.cart_size`);
      if (line.unit > size.stock) throw new Problem(409, onlyLeftMessage(product.name, size.size, size.stock));
      const color = line.color === undefined ? undefined : chosenColor(product, line.color, `${index}.color`);
      await tx
        .insert(cartLines)
        .values({
          shopId: shopper.shopId,
          customerId: shopper.customerId,
          productId: product.id,
          size: size.size,
          color: color ?? '',
          units: line.unit,
          // clock_timestamp, not now(): lines added in one call keep their order. A units change keeps the line's place.
          updatedAt: sql`clock_timestamp()`,
        })
        .onConflictDoUpdate({
          target: [cartLines.customerId, cartLines.productId, cartLines.size],
          set: color === undefined ? { units: line.unit } : { units: line.unit, color },
        });
    }
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(cartLines)
      .where(owner);
    if (count > MAX_CART_LINES) throw new Problem(409, `Your cart can hold at most ${MAX_CART_LINES} lines. Please remove some first.`);
  });
}

/** Removes the shopper's lines of a product (only one size when given). Nothing to remove is not an error. */
export async function removeFromCart(db: Queryable, shopper: ShopCustomer, productId: number, cartSize?: string): Promise<void> {
  const conditions = [eq(cartLines.shopId, shopper.shopId), eq(cartLines.customerId, shopper.customerId), eq(cartLines.productId, productId)];
  if (cartSize !== undefined) {
    const product = (await loadCartProducts(db, [productId], shopper)).get(productId);
    conditions.push(eq(cartLines.size, product ? storedSize(product, cartSize) : cartSize));
  }
  await db.delete(cartLines).where(and(...conditions));
}

/** The size a line of this product is stored under, for deletions that name it loosely. */
function storedSize(product: CartProduct, requested: string): string {
  if (isUnsized(product)) return '';
  const wanted = requested.trim().toLowerCase();
  return product.sizes.find((s) => s.size.toLowerCase() === wanted)?.size ?? requested;
}
