import type { LexiconHit } from './search-lexicon';

/** How one typed word is searched in product names. */
export interface WordPlan {
  typed: string;
  /** Name words that satisfy it (any one of them); empty when no product name can match it. */
  alternatives: string[];
  /** The word shown as searched: the typed word, or its spelling correction. */
  searched: string;
  /** Products whose names hold one of the alternatives (from the lexicon), to pick the rarest word first. */
  documents: number;
}

const MAX_EXPANSIONS = 6;

export interface WordOptions {
  /** The operator's synonyms of the typed word; the lexicon hits must include theirs. */
  synonyms?: string[];
  /** No spelling correction: the word is searched as typed ("Search instead for …"). */
  asTyped?: boolean;
}

/**
 * Edit distance where swapping two neighbouring letters counts as one edit ("shrit" → "shirt" is 1), which is
 * how people mistype; plain Levenshtein (what the database filters by) would count it as 2.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Edits allowed when correcting a word: one for short words, two otherwise. */
export function allowedEdits(word: string): number {
  return word.length <= 4 ? 1 : 2;
}

/** Known singular forms of a typed plural ("sarees" → "saree", "boxes" → "box"). */
function stems(typed: string, mine: LexiconHit[]): LexiconHit[] {
  const forms = new Set([typed.replace(/es$/, ''), typed.replace(/s$/, '')]);
  forms.delete(typed);
  return mine.filter((hit) => forms.has(hit.word)).sort(byDocuments);
}

/** Whether a word can only be matched by correcting it (or by a description holding it as typed). */
export function needsCorrection(typed: string, hits: LexiconHit[]): boolean {
  const mine = hits.filter((hit) => hit.query === typed);
  if (mine.some((hit) => hit.word === typed)) return false;
  if (typed.length >= 2 && mine.some((hit) => hit.word.startsWith(typed))) return false;
  return stems(typed, mine).length === 0;
}

/**
 * Decides how a typed word is searched in names, given its lexicon neighbours:
 * - a known word matches itself and its plain plural or singular ("saree" ↔ "sarees") when those are known;
 * - an unknown word that begins known words matches them ("perfum" → "perfume"), the most common first;
 * - a plural whose singular is known matches the singular ("tshirts" → "tshirt");
 * - a word the operator's synonym list names matches its synonyms too, and is never corrected ("sari" → "saree");
 * - a word some description holds as typed is left alone ("gulal" is not turned into "gulab"), as is every word
 *   of a search asked for as typed;
 * - otherwise it is corrected to the nearest known word within the allowed edits, preferring its own stem
 *   ("kurtis" → "kurti"), then the more common word.
 * Unknown words stay among the alternatives, so a name added since the lexicon was last refreshed still matches.
 */
export function planWord(typed: string, hits: LexiconHit[], describedAsTyped = false, options: WordOptions = {}): WordPlan {
  const mine = hits.filter((hit) => hit.query === typed);
  const documentsOf = (words: string[]) => words.reduce((sum, word) => sum + (hits.find((hit) => hit.word === word)?.documents ?? 0), 0);
  const plan = (alternatives: string[], searched: string): WordPlan => ({
    typed,
    alternatives,
    searched: options.asTyped ? typed : searched,
    documents: documentsOf(alternatives),
  });

  if (options.synonyms?.length) {
    // The operator's synonyms come before any guess: "sari" is "saree", never the nearer "zari".
    const known = [typed, ...options.synonyms].flatMap((word) =>
      withInflections(
        word,
        hits.filter((hit) => hit.query === word),
      ),
    );
    return plan([...new Set(known)], typed);
  }
  if (mine.some((hit) => hit.word === typed)) return plan(withInflections(typed, mine), typed);
  const expansions = typed.length >= 2 ? mine.filter((hit) => hit.word.startsWith(typed)).sort(byDocuments) : [];
  if (expansions.length > 0) {
    return plan(
      expansions.slice(0, MAX_EXPANSIONS).map((hit) => hit.word),
      typed,
    );
  }
  const stem = stems(typed, mine)[0];
  if (stem) return plan([stem.word, typed], stem.word);
  if (describedAsTyped || options.asTyped) return plan([typed], typed);
  const limit = allowedEdits(typed);
  const corrections = mine
    .map((hit) => ({ ...hit, distance: editDistance(typed, hit.word), stem: typed.startsWith(hit.word) ? 0 : 1 }))
    .filter((hit) => hit.distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.stem - b.stem || b.documents - a.documents || (a.word < b.word ? -1 : 1));
  const best = corrections[0];
  return best ? plan([best.word, typed], best.word) : plan([typed], typed);
}

/** A word with its plain plural or singular, when the lexicon knows those ("saree" ↔ "sarees"). */
function withInflections(word: string, mine: LexiconHit[]): string[] {
  const inflections = new Set([`${word}s`, `${word}es`, word.replace(/es$/, ''), word.replace(/s$/, '')]);
  inflections.delete(word);
  return [word, ...mine.filter((hit) => inflections.has(hit.word)).map((hit) => hit.word)];
}

function byDocuments(a: LexiconHit, b: LexiconHit): number {
  return b.documents - a.documents || (a.word < b.word ? -1 : 1);
}
