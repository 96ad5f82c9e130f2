/**
 * How product names become searchable words. Shared by whatever writes products (seed, back office) and by
 * the search itself, so both sides agree: lower case, accents and apostrophes dropped ("Men's" → "mens"),
 * everything else that is not a letter or digit splits words ("T-Shirt" → "t shirt").
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The searchable form of a name: its words plus a short word joined to the next, so "t shirt" also reads "tshirt". */
export function searchableName(name: string): string {
  const words = searchWords(name);
  const joined: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const [left, right] = [words[i]!, words[i + 1]!];
    if (left.length <= 2 && /^[a-z]+$/.test(left)) joined.push(left + right);
  }
  return [...words, ...joined].join(' ');
}

/** Longer runs of letters and digits are codes, not words anyone searches; past 2,046 bytes PostgreSQL refuses them as lexemes. */
const LONGEST_SEARCHED_WORD = 100;
const SEARCHABLE_TEXT_MAX = 4000;

/** Plain lower-case text of an HTML description, for searching: whole words, one space apart. */
export function searchableText(html: string): string {
  const plain = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  const text = searchWords(plain)
    .filter((word) => word.length <= LONGEST_SEARCHED_WORD)
    .join(' ');
  if (text.length <= SEARCHABLE_TEXT_MAX) return text;
  const cut = text.lastIndexOf(' ', SEARCHABLE_TEXT_MAX);
  return text.slice(0, cut > 0 ? cut : SEARCHABLE_TEXT_MAX);
}
