/** The search text of a /Product-Serach/{text} URL, as typed: decoded, trimmed, at most 200 characters, no control characters. */
export function searchTextFromParam(param: string): string {
  let text = param;
  if (/%[0-9a-f]{2}/i.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // A stray '%' is kept as typed.
    }
  }
  // Control characters (a %00 in the URL) are no part of any search words: spaces, like the white space around them.
  return text
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, 200);
}

/** Lower case, words only: how the platform compares what was typed with what it searched. */
function words(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

/** True when the platform searched other words than the shopper typed (a spelling correction). */
export function wasCorrected(typed: string, searched: string | undefined): boolean {
  return !!searched && words(searched) !== '' && words(searched) !== words(typed);
}

export function searchPath(text: string): string {
  return `/Product-Serach/${encodeURIComponent(text)}`;
}

/** The same search with no spelling correction: "Search instead for …" leads here. */
export function asTypedSearchPath(text: string): string {
  return `${searchPath(text)}/${AS_TYPED_SEGMENT}`;
}

export const AS_TYPED_SEGMENT = 'as-typed';
