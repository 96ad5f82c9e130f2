import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../shared/db/database';

/**
 * Rebuilds the dictionary of product-name words that spelling correction draws on; run after catalogue changes.
 * It counts search_postings, which triggers on products keep in step with every active product's search_name.
 */
export async function refreshSearchLexicon(db: Queryable): Promise<void> {
  await db.execute(sql`delete from search_lexicon`);
  await db.execute(sql`
    insert into search_lexicon (word, documents)
    select word, count(*)::int from search_postings group by word`);
}

/** A lexicon word near a query word: the word itself, a longer word it begins, or one within two edits. */
export interface LexiconHit {
  query: string;
  word: string;
  documents: number;
}

/**
 * Lexicon words related to each query word, in one round trip. The lexicon holds a few hundred to a few
 * thousand words, so scanning it is cheaper than the trigram index for these mixed conditions.
 */
export async function lexiconNeighbours(db: Queryable, words: string[]): Promise<LexiconHit[]> {
  if (words.length === 0) return [];
  const queryWords = sql.join(
    words.map((word) => sql`(${word}::text)`),
    sql`, `,
  );
  return queryRows<LexiconHit>(
    db,
    sql`
      select q.w as query, l.word, l.documents
      from (values ${queryWords}) as q(w)
      join search_lexicon l
        on l.word = q.w
        or (length(q.w) >= 2 and l.word like q.w || '%')
        or (abs(length(l.word) - length(q.w)) <= 2 and levenshtein_less_equal(l.word, q.w, 2) <= 2)`,
  );
}
