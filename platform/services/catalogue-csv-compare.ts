import { inArray } from 'drizzle-orm';
import type { ProductFields } from '../contract/console-catalogue';
import type { Queryable } from '../db/database';
import { products } from '../db/schema/catalogue';
import { EDITED_PRODUCT_COLUMNS, sizesOfProducts } from './catalogue-reading';

export interface ExistingProduct {
  id: number;
  description: string;
  images: string[];
  compare: string;
}

/** The catalogue's products of these ASINs, as the import compares them with a file's. */
export async function existingProducts(db: Queryable, asins: string[]): Promise<Map<string, ExistingProduct>> {
  if (asins.length === 0) return new Map();
  const rows = await db.select(EDITED_PRODUCT_COLUMNS).from(products).where(inArray(products.asin, asins));
  const sizes = await sizesOfProducts(
    db,
    rows.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => [
      row.asin,
      {
        id: row.id,
        description: row.description,
        images: row.images,
        compare: comparable({
          name: row.name,
          subcategoryId: row.subcategoryId,
          brand: row.brand,
          badge: row.badge,
          badge1: row.badge1,
          material: row.material,
          colour: row.colour,
          colourOptions: row.colourOptions ?? [],
          description: row.description,
          youtubeLink: row.youtubeLink,
          price: row.basePricePaise,
          originalPrice: row.baseMrpPaise,
          supplierPrice: row.supplierPricePaise,
          delivery: row.deliveryPaise,
          images: row.images,
          sizes: sizes.get(row.id) ?? [],
          archived: !row.isActive,
        }),
      },
    ]),
  );
}

function comparable(value: Record<string, unknown>): string {
  return JSON.stringify(value);
}

/** Whether a file's product (its description as it would be saved) is the catalogue's already. */
export function sameProduct(f: ProductFields, archived: boolean, savedDescription: string, current: ExistingProduct): boolean {
  return (
    comparable({
      name: f.name,
      subcategoryId: f.subcategoryId,
      brand: f.brand,
      badge: f.badge,
      badge1: f.badge1,
      material: f.material,
      colour: f.colour,
      colourOptions: f.colourOptions,
      description: savedDescription,
      youtubeLink: f.youtubeLink,
      price: f.price * 100,
      originalPrice: f.originalPrice * 100,
      supplierPrice: f.supplierPrice * 100,
      delivery: f.delivery * 100,
      images: f.images,
      sizes: f.sizes,
      archived,
    }) === current.compare
  );
}
