import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Queryable } from '../shared/db/database';
import { products } from './tables';
import { filterConditions, type ListFilters, shopHiding, shownConditions, type ShopHiding } from '../pricing';
import type { ShopPricing } from '../pricing';
import { lexiconNeighbours } from './search-lexicon';
import { needsCorrection, planWord, type WordPlan } from './search-spelling';
import { searchWords } from './search-words';
import { synonymsOf } from './search-synonyms';

/** A search as it will run: each typed word with the name words that satisfy it. */
export interface SearchPlan {
  words: WordPlan[];
  /** The words actually searched, after spelling correction ("t shirt" for "t-shrit"). */
  searched: string;
}

const MAX_QUERY_WORDS = 8;

/**
 * Normalises the query and corrects its spelling against the lexicon, the operator's synonyms first; null when it
 * holds no word at all. `asTyped` searches the words as typed, with no correction ("Search instead for …").
 */
export async function planSearch(db: Queryable, query: string, options: { asTyped?: boolean } = {}): Promise<SearchPlan | null> {
  const typed = [...new Set(searchWords(query))].slice(0, MAX_QUERY_WORDS);
  if (typed.length === 0) return null;
  const synonyms = await synonymsOf(db, typed);
  const related = [...new Set([...typed, ...[...synonyms.values()].flat()])];
  const hits = await lexiconNeighbours(db, related);
  const described = options.asTyped
    ? new Set<string>()
    : await describedAsTyped(
        db,
        typed.filter((word) => !synonyms.has(word) && needsCorrection(word, hits)),
      );
  const words = typed.map((word) => planWord(word, hits, described.has(word), { synonyms: synonyms.get(word), asTyped: options.asTyped }));
  return { words, searched: words.map((word) => word.searched).join(' ') };
}

/**
 * Ids of the best `limit` matches, best first: products whose name holds every word (in featured order), then
 * products whose description holds them. The name part walks search_postings of the rarest word in featured
 * order and stops at `limit`, so its cost depends on the answer's size, not on the catalogue's.
 */
export async function searchProductIds(db: Queryable, plan: SearchPlan, filters: ListFilters, shop: ShopPricing, limit: number): Promise<number[]> {
  const hiding = await shopHiding(db, shop.shopId);
  const named = await nameMatches(db, plan.words, filters, hiding, limit);
  if (named.length >= limit) return named;
  // Fewer than `limit` name matches means these are all of them, so the descriptions fill the rest.
  const described = await descriptionMatches(db, plan.words, filters, hiding, limit - named.length);
  return [...new Set([...named, ...described])].slice(0, limit);
}

/** Which of these words some active product's description holds exactly as typed. */
async function describedAsTyped(db: Queryable, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const values = sql.join(
    words.map((word) => sql`(${word}::text, ${lexeme(word)}::tsquery)`),
    sql`, `,
  );
  const rows = await withIndexPlans(db, (tx) =>
    queryRows<{ w: string }>(
      tx,
      sql`select q.w from (values ${values}) as q(w, query)
          where exists (select 1 from products p where p.text_tsv @@ q.query)`,
    ),
  );
  return new Set(rows.map((row) => row.w));
}

async function nameMatches(db: Queryable, words: WordPlan[], filters: ListFilters, hiding: ShopHiding, limit: number): Promise<number[]> {
  if (words.some((word) => word.alternatives.length === 0)) return [];
  const [driver, ...others] = [...words].sort((a, b) => a.documents - b.documents);
  const probes = others.map(
    (word) => sql` and exists (select 1 from search_postings x where x.product_id = sp.product_id and x.word in (${list(word.alternatives)}))`,
  );
  // What the shop hides is left out as the postings are walked, so the walk still stops at `limit` shown products.
  const conditions = [...shownConditions(hiding), ...filterConditions(filters)];
  const join = conditions.length ? sql` join products on products.id = sp.product_id` : sql``;
  const filtered = conditions.length ? sql` and ${and(...conditions)}` : sql``;
  const branches = driver!.alternatives.map(
    (word) => sql`(select sp.product_id, sp.position from search_postings sp${join}
      where sp.word = ${word}${sql.join(probes, sql``)}${filtered}
      order by sp.position, sp.product_id limit ${limit})`,
  );
  const hits =
    branches.length === 1
      ? branches[0]!
      : sql`(select product_id, position from (${sql.join(branches, sql` union all `)}) merged order by position, product_id limit ${limit * branches.length})`;
  // One row holding the ids: PGlite spends more on turning hundreds of rows into objects than on the query.
  const [row] = await queryRows<{ ids: number[] | null }>(
    db,
    sql`select array_agg(product_id order by position, product_id) as ids from ${hits} hits`,
  );
  return [...new Set(row?.ids ?? [])].slice(0, limit);
}

async function descriptionMatches(db: Queryable, words: WordPlan[], filters: ListFilters, hiding: ShopHiding, limit: number): Promise<number[]> {
  const tsquery = (alternatives: (word: WordPlan) => string[]) =>
    words.map((word) => `(${[...new Set(alternatives(word))].map(lexeme).join(' | ')})`).join(' & ');
  const conditions: SQL[] = [
    eq(products.isActive, true),
    // Not the name matches, which come first already.
    sql`not (array_to_tsvector(array_remove(string_to_array(${products.searchName}, ' '), '')) @@ ${tsquery((word) => word.alternatives)}::tsquery)`,
    ...shownConditions(hiding),
    ...filterConditions(filters),
  ];
  // The GIN lookup stands alone in a materialised step, so no other index can stand in for it.
  const [row] = await withIndexPlans(db, (tx) =>
    queryRows<{ ids: number[] | null }>(
      tx,
      sql`with matched as materialized (
            select id from products where text_tsv @@ ${tsquery((word) => [word.typed, ...word.alternatives])}::tsquery)
          select array_agg(id order by position, id) as ids from (
            select products.id, products.position from matched join products on products.id = matched.id
            where ${and(...conditions)}
            order by products.position, products.id limit ${limit}) found`,
    ),
  );
  return row?.ids ?? [];
}

/**
 * Runs description queries with sequential scans, hash and merge joins off, and their GIN condition alone (no
 * is_active, whose partial indexes cover every row): the text columns live out of line, so any plan that tests the
 * whole catalogue row by row must unpack each of them, a cost the planner does not count. With statistics it would
 * otherwise hash-join every active product against the few matches (150 ms instead of 10 at 10,000 products);
 * this way the matches are looked up one by one through the primary key.
 */
function withIndexPlans<T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_hashjoin = off`);
    await tx.execute(sql`set local enable_mergejoin = off`);
    return work(tx);
  });
}

/**
 * A word as a tsquery lexeme, matched as it is: text_tsv holds search_text's words unparsed (migration 0008), and
 * searched words are lower-case letters and digits (searchWords), so the quotes need no escaping.
 */
function lexeme(word: string): string {
  return `'${word}'`;
}

function list(values: string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}
