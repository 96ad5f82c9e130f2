import { CATALOGUE_CSV_COLUMNS } from '../contract/console-catalogue-csv';

/** Product columns: the same on every row of a product. */
export const PRODUCT_COLUMNS = CATALOGUE_CSV_COLUMNS.filter((column) => column !== 'size' && column !== 'stock' && column !== 'asin');
/** Lists in a cell (colour_options, images). */
export const LIST_SEPARATOR = '|';
