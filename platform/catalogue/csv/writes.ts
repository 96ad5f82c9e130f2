import { sql } from 'drizzle-orm';
import type { ProductFields } from '../contract/console-catalogue';
import { queryRows, type Queryable } from '../../shared/db/database';
import { productColumns } from '../editing';
import { eventLoopTurn } from '../../shared/workers/event-loop-turn';

/** A product a catalogue import writes: a new one (no id yet) or a changed one. */
export interface ImportedProduct {
  asin: string;
  id: number | null;
  fields: ProductFields;
  archived: boolean;
  /** The description as it will be saved (sanitised by the analysis). */
  savedDescription: string;
}

/**
 * Rows per statement. Each statement carries its rows as one JSON parameter, read by json_to_recordset, instead of
 * thousands of bound values (building and sending those cost PGlite more than the insert itself). On PGlite a
 * statement runs on the shop's own thread and nothing else runs meanwhile: at 2,000 rows one took 0.5–0.9 s, that
 * long without an answer for any shop (bench/heavy-work.ts); at 250 it takes about a tenth of a second.
 *
 * The statements stay in the import's one transaction, with the event loop let go between them. A transaction per
 * chunk would let other shops' queries in between on PGlite, but an apply that failed midway would leave part of
 * the file in the catalogue, which its report (nothing imported, or the problems) does not describe, and each
 * commit would give up the row locks taken by versionsMoved, so a sale between two chunks could be overwritten.
 */
const ROWS_PER_STATEMENT = 250;

/** Product columns an import sets, as the table names them, with their types for json_to_recordset. */
const WRITTEN_COLUMNS = {
  name: 'text',
  subcategory_id: 'int',
  category_id: 'int',
  group_id: 'int',
  brand: 'text',
  badge: 'text',
  badge1: 'text',
  material: 'text',
  color: 'text',
  color_options: 'text[]',
  description_html: 'text',
  youtube_link: 'text',
  base_price_paise: 'int',
  base_mrp_paise: 'int',
  supplier_price_paise: 'int',
  delivery_paise: 'int',
  images: 'text[]',
  search_name: 'text',
  search_text: 'text',
  is_active: 'boolean',
} as const;
type WrittenColumn = keyof typeof WRITTEN_COLUMNS;

const COLUMN_NAMES = Object.keys(WRITTEN_COLUMNS) as WrittenColumn[];
const INSERTED = sql.raw(['asin', ...COLUMN_NAMES, 'position'].join(', '));
const RECORD_TYPE = sql.raw(
  ['n int', 'asin text', ...COLUMN_NAMES.map((column) => `${column} ${WRITTEN_COLUMNS[column]}`), 'position int'].join(', '),
);
const SELECTED = sql.raw(['asin', ...COLUMN_NAMES, 'position'].map((column) => `r.${column}`).join(', '));
const UPDATED = sql.raw([...COLUMN_NAMES.map((column) => `${column} = excluded.${column}`), 'updated_at = now()'].join(', '));

/**
 * Upserts the products by ASIN with their sizes (sizes no longer listed go): new products at the end of the
 * featured order, in the file's order; a changed product keeps its place.
 */
export async function writeImportedProducts(tx: Queryable, list: readonly ImportedProduct[]): Promise<void> {
  if (list.length === 0) return;
  const places = new Map(
    (
      await queryRows<{ id: number; categoryId: number; groupId: number }>(
        tx,
        sql`select s.id, c.id as "categoryId", c.group_id as "groupId" from subcategories s join categories c on c.id = s.category_id`,
      )
    ).map((row) => [row.id, row]),
  );
  const [top] = await queryRows<{ p: number }>(tx, sql`select coalesce(max(position), 0)::int as p from products`);
  const chunks: (readonly ImportedProduct[])[] = [];
  for (let start = 0; start < list.length; start += ROWS_PER_STATEMENT) chunks.push(list.slice(start, start + ROWS_PER_STATEMENT));
  let position = top?.p ?? 0;
  const rowsOf = (chunk: readonly ImportedProduct[]) => {
    const json = productRows(chunk, places, position);
    position += chunk.length;
    return json;
  };
  let rows = rowsOf(chunks[0]!);
  for (let i = 0; i < chunks.length; i++) {
    // Started once here (drizzle's queries run on each then), awaited below, and not left unhandled meanwhile.
    const written = Promise.resolve(
      tx.execute(
        sql`insert into products (${INSERTED})
          select ${SELECTED} from json_to_recordset(${rows}::json) as r(${RECORD_TYPE}) order by r.n
          on conflict (asin) do update set ${UPDATED}`,
      ),
    );
    written.catch(() => undefined);
    const next = chunks[i + 1];
    if (next) {
      // The statement goes out first, so on PostgreSQL the next rows (sanitising included) are built while the server writes these.
      await eventLoopTurn();
      rows = rowsOf(next);
    }
    await written;
    await eventLoopTurn();
    await writeSizes(tx, chunks[i]!);
    await eventLoopTurn();
  }
}

/** The chunk's product rows as JSON for json_to_recordset, in order, placed after `lastPosition`. */
function productRows(
  chunk: readonly ImportedProduct[],
  places: ReadonlyMap<number, { categoryId: number; groupId: number }>,
  lastPosition: number,
): string {
  let position = lastPosition;
  return JSON.stringify(
    chunk.map((product, n) => {
      const c = productColumns(product.fields, places.get(product.fields.subcategoryId)!, product.savedDescription);
      const row: Record<'n' | 'asin' | 'position' | WrittenColumn, unknown> = {
        n,
        asin: product.asin,
        name: c.name,
        subcategory_id: c.subcategoryId,
        category_id: c.categoryId,
        group_id: c.groupId,
        brand: c.brand,
        badge: c.badge,
        badge1: c.badge1,
        material: c.material,
        color: c.color,
        color_options: c.colorOptions,
        description_html: c.descriptionHtml,
        youtube_link: c.youtubeLink,
        base_price_paise: c.basePricePaise,
        base_mrp_paise: c.baseMrpPaise,
        supplier_price_paise: c.supplierPricePaise,
        delivery_paise: c.deliveryPaise,
        images: c.images,
        search_name: c.searchName,
        search_text: c.searchText,
        is_active: !product.archived,
        position: ++position,
      };
      return row;
    }),
  );
}

/** The chunk's sizes: those no longer listed go (new products have none), the rest are upserted by product and size. */
async function writeSizes(tx: Queryable, chunk: readonly ImportedProduct[]): Promise<void> {
  const existing = chunk.filter((product) => product.id !== null);
  if (existing.length) {
    const kept = existing.map((product) => ({ id: product.id, sizes: product.fields.sizes.map((size) => size.size) }));
    await tx.execute(
      sql`delete from product_sizes ps using json_to_recordset(${JSON.stringify(kept)}::json) as k(id int, sizes text[])
          where ps.product_id = k.id and ps.size_desc <> all(k.sizes)`,
    );
  }
  let n = 0;
  const sizes = chunk.flatMap((product) =>
    product.fields.sizes.map((size, position) => ({ n: n++, asin: product.asin, size: size.size, stock: size.stock, position })),
  );
  await tx.execute(
    sql`insert into product_sizes (product_id, size_desc, stock, position)
        select p.id, s.size, s.stock, s.position
        from json_to_recordset(${JSON.stringify(sizes)}::json) as s(n int, asin text, size text, stock int, position int)
        join products p on p.asin = s.asin
        order by s.n
        on conflict (product_id, size_desc) do update set stock = excluded.stock, position = excluded.position`,
  );
}
