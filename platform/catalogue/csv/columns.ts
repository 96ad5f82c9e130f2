import { CATALOGUE_CSV_COLUMNS } from '../contract/console-catalogue-csv';

/** Product columns: the same on every row of a product. */
export const PRODUCT_COLUMNS = CATALOGUE_CSV_COLUMNS.filter((column) => column !== 'size' && column !== 'stock' && column !== 'asin');
/** Lists in a cell (colour_options, images). */
export const LIST_SEPARATOR = '|';

/** Paise as the CSV writes them: whole rupees, or rupees and paise. */
export function rupeesCell(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
