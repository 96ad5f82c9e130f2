import { CatalogueImport } from '@/modules/console/catalogue/components/catalogue-import';
import { EXPORTED_CSV_COLUMNS } from '@/platform/catalogue/contract/console-catalogue-csv';

const COLUMN_MEANINGS: Record<(typeof EXPORTED_CSV_COLUMNS)[number], string> = {
  asin: 'The product’s address: lower-case letters, digits and hyphens. A known ASIN updates that product; a new one adds it.',
  name: 'The product’s name (Hindi and any other language welcome).',
  category_id: 'The category’s number (see Categories).',
  subcategory_id: 'The sub-category’s number; it must belong to the category.',
  brand: 'Optional.',
  badge: 'Optional short label on the card.',
  badge1: 'Optional second label.',
  material: 'Optional.',
  colour: 'Optional; one of colour_options when those are given.',
  colour_options: 'Optional colours separated by |, e.g. Red|Blue.',
  description: 'Optional HTML; cleaned as the product page shows it.',
  youtube_link: 'Optional youtube.com or youtu.be video.',
  price: 'Selling price in whole rupees (before each shop’s markup).',
  original_price: 'MRP in whole rupees, at least the selling price.',
  supplier_price: 'What a shop pays, at most the selling price.',
  delivery: 'Delivery charge per unit in whole rupees; 0 for free.',
  images: 'Pictures separated by |, the main one first: names of pictures uploaded with the file, or stored names from an export.',
  archived: 'yes or no.',
  size: 'One row per size; empty for a product without sizes (one row).',
  stock: 'Units of this size in stock.',
  version:
    'Written by the export; leave it as it is. A product changed since (a sale, an edit) is left as it is and listed, so a file never undoes a sale. Optional: a file without this column (a supplier’s own) adds new products and overwrites existing ones, stock included.',
};

/** The CSV import (dry run first, then all or nothing), the export it takes back, and what each column means. */
export function CatalogueImportScreen() {
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Import &amp; export</h1>
        <p className="mt-1 text-sm text-gray-600">
          Load and update many products from a spreadsheet. Check a file first: nothing changes until you apply it, and then every row is saved or
          none, except products changed since the file was exported (a sale, an edit), which are left as they are and listed.
        </p>
      </div>
      <CatalogueImport />
      <section aria-labelledby="export-heading" className="space-y-2 rounded-xl border border-gray-200 bg-white p-4">
        <h2 id="export-heading" className="text-lg font-semibold">
          Export
        </h2>
        <p className="text-sm text-gray-600">
          The whole catalogue in the same columns: edit it in a spreadsheet and import it back. To export some products, search or filter the product
          list and use its export link.
        </p>
        <a
          href="/admin/catalogue/export?state=all"
          download
          className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline"
        >
          Export the whole catalogue as CSV
        </a>
      </section>
      <section aria-labelledby="columns-heading" className="space-y-2 rounded-xl border border-gray-200 bg-white p-4">
        <h2 id="columns-heading" className="text-lg font-semibold">
          Columns
        </h2>
        <p className="text-sm text-gray-600">
          One row per product and size, with a header row. A product’s columns repeat on each of its size rows and must agree. UTF-8 (“CSV UTF-8” in a
          spreadsheet).
        </p>
        <dl className="divide-y divide-gray-100 text-sm">
          {EXPORTED_CSV_COLUMNS.map((column) => (
            <div key={column} className="gap-4 py-2 sm:grid sm:grid-cols-[10rem_1fr]">
              <dt className="font-mono text-xs font-semibold break-all">{column}</dt>
              <dd className="text-gray-700">{COLUMN_MEANINGS[column]}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
