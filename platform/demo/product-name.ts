/** The pieces a demo product's name is built from, picked independently (so they can share a word). */
export interface NameParts {
  brand: string;
  /** "Men's", "Girls'", or ''. */
  audience: string;
  style: string;
  material: string;
  noun: string;
  /** Written after a dash for apparel ("… Kurta - Olive"), or ''. */
  colour: string;
}

/** A word as names are compared: lower case, without the punctuation around it ("Co." → "co"). */
function key(word: string): string {
  return word.toLowerCase().replace(/^[^a-z0-9]+|[^a-z0-9']+$/g, '');
}

function words(text: string): string[] {
  return text.split(/\s+/).map(key).filter(Boolean);
}

/**
 * "Brand Audience Style Material Noun - Colour", with no word said twice: a style or material word the noun
 * repeats is left to the noun ("Cotton Linen" + "Linen Shirt" → "Cotton Linen Shirt"); a style or material
 * that repeats a word already written is left out ("Plush" + "Plush Fabric" → "Plush"); a colour that repeats
 * a word is not added.
 */
export function productName(parts: NameParts): string {
  const nounWords = new Set(words(parts.noun));
  const kept = [parts.brand, parts.audience].filter(Boolean);
  const seen = new Set(kept.flatMap(words));
  for (const part of [parts.style, parts.material]) {
    const rest = part
      .split(/\s+/)
      .filter((word) => word && !nounWords.has(key(word)))
      .join(' ');
    if (!rest || words(rest).some((word) => seen.has(word))) continue;
    kept.push(rest);
    for (const word of words(rest)) seen.add(word);
  }
  const name = [...kept, parts.noun].join(' ');
  const written = new Set(words(name));
  return parts.colour && !words(parts.colour).some((word) => written.has(word)) ? `${name} - ${parts.colour}` : name;
}

/** Words a name says more than once (case and surrounding punctuation ignored). */
export function repeatedWords(name: string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const word of words(name.replace(/ - /g, ' '))) {
    if (seen.has(word)) repeated.add(word);
    seen.add(word);
  }
  return [...repeated];
}
