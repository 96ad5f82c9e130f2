import { CATALOGUE_CSV_COLUMNS } from '../contract/console-catalogue-csv';
import { products } from '../db/schema/catalogue';

/** Product columns: the same on every row of a product. */
export const PRODUCT_COLUMNS = CATALOGUE_CSV_COLUMNS.filter((column) => column !== 'size' && column !== 'stock' && column !== 'asin');
/** Lists in a cell (colour_options, images). */
export const LIST_SEPARATOR = '|';

/** A product's columns as the CSV reads and writes them. */
export const CSV_PRODUCT_COLUMNS = {
  id: products.id,
  asin: products.asin,
  name: products.name,
  categoryId: products.categoryId,
  subcategoryId: products.subcategoryId,
  brand: products.brand,
  badge: products.badge,
  badge1: products.badge1,
  material: products.material,
  color: products.color,
  colorOptions: products.colorOptions,
  description: products.descriptionHtml,
  youtubeLink: products.youtubeLink,
  basePricePaise: products.basePricePaise,
  baseMrpPaise: products.baseMrpPaise,
  supplierPricePaise: products.supplierPricePaise,
  deliveryPaise: products.deliveryPaise,
  images: products.images,
  isActive: products.isActive,
};
