import { asc, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../shared/db/database';
import { Problem } from '../shared/problem';
import { SYNONYM_LIST_MAX_LINES, SYNONYM_WORD_MAX } from './contract/console-search-words';
import { searchWords } from './search-words';
import { searchSynonyms } from './tables';

/** One line of the operator's list: a word and the words shoppers type for it. */
export interface SynonymLine {
  word: string;
  synonyms: string[];
}

/** The list as the console shows it: "saree = sari, sadi", one line each. */
export function formatSynonymLines(lines: SynonymLine[]): string {
  return lines.map((line) => `${line.word} = ${line.synonyms.join(', ')}`).join('\n');
}

/**
 * Reads the console's text: one "word = synonym, synonym" line each, blank lines and "#" comments skipped. Every
 * entry must be one search word (as searchWords reads it) on no more than one line; a refusal names the line.
 */
export function parseSynonymLines(text: string): SynonymLine[] {
  const lines: SynonymLine[] = [];
  const seen = new Map<string, number>();
  const rows = text.split(/\r?\n/);
  rows.forEach((raw, index) => {
    const row = raw.trim();
    if (!row || row.startsWith('#')) return;
    const at = `Line ${index + 1}`;
    const parts = row.split('=');
    if (parts.length !== 2) throw new Problem(400, `${at}: write it as “word = synonym, synonym”.`, 'text');
    const word = oneWord(parts[0]!, at);
    const synonyms = parts[1]!
      .split(',')
      .filter((entry) => entry.trim() !== '')
      .map((entry) => oneWord(entry, at));
    if (synonyms.length === 0) throw new Problem(400, `${at}: give at least one synonym after “=”.`, 'text');
    const all = [word, ...new Set(synonyms)].filter((entry, i, list) => list.indexOf(entry) === i);
    for (const entry of all) {
      const earlier = seen.get(entry);
      if (earlier !== undefined) throw new Problem(400, `${at}: “${entry}” is already on line ${earlier}.`, 'text');
      seen.set(entry, index + 1);
    }
    if (all.length < 2) throw new Problem(400, `${at}: give at least one synonym other than “${word}”.`, 'text');
    lines.push({ word, synonyms: all.slice(1) });
  });
  if (lines.length > SYNONYM_LIST_MAX_LINES) throw new Problem(400, `Keep the list to ${SYNONYM_LIST_MAX_LINES} lines.`, 'text');
  return lines;
}

function oneWord(entry: string, at: string): string {
  const words = searchWords(entry);
  if (words.length !== 1) {
    throw new Problem(400, `${at}: “${entry.trim().slice(0, SYNONYM_WORD_MAX)}” must be one word of letters or digits.`, 'text');
  }
  const word = words[0]!;
  if (word.length > SYNONYM_WORD_MAX)
    throw new Problem(400, `${at}: “${word.slice(0, SYNONYM_WORD_MAX)}…” is longer than ${SYNONYM_WORD_MAX} letters.`, 'text');
  return word;
}

export async function readSynonymLines(db: Queryable): Promise<SynonymLine[]> {
  return db
    .select({ word: searchSynonyms.word, synonyms: searchSynonyms.synonyms })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.position), asc(searchSynonyms.word));
}

/** Replaces the whole list; searches use it from the next query on. */
export async function saveSynonymLines(db: Queryable, lines: SynonymLine[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(searchSynonyms);
    if (lines.length > 0) await tx.insert(searchSynonyms).values(lines.map((line, index) => ({ ...line, position: index + 1 })));
  });
}

/** For each of these words that the list names, the other words of its line (both ways: "sari" gives "saree" and "saree" gives "sari"). */
export async function synonymsOf(db: Queryable, words: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (words.length === 0) return found;
  const wanted = sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const rows = await queryRows<{ word: string; synonyms: string[] }>(
    db,
    sql`select word, synonyms from search_synonyms where word = any(${wanted}) or synonyms && ${wanted}`,
  );
  for (const row of rows) {
    const line = [row.word, ...row.synonyms];
    for (const word of words) {
      if (line.includes(word)) found.set(word, [...new Set([...(found.get(word) ?? []), ...line.filter((entry) => entry !== word)])]);
    }
  }
  return found;
}
