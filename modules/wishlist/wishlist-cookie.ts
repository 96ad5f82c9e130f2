/**
 * The wishlist cookie (`wishlistItems`): Base64-encoded JSON, as the spec keeps it, holding only the product
 * ids (newest last); the cards are looked up again on load. 100 six-digit ids take about 1 KB.
 */

/** Far more than a shopper keeps, and still well inside a cookie. */
export const MAX_WISHLIST_ITEMS = 200;
export const DECODE_ERROR = 'Error decoding Base64 data';

export function encodeWishlistCookie(ids: readonly number[]): string {
  return btoa(JSON.stringify(ids));
}

export interface DecodedWishlist {
  ids: number[];
  /** Set when the cookie could not be read at all ('Error decoding Base64 data'). */
  error?: string;
  /** Entries dropped from a readable cookie. */
  problems: string[];
}

/**
 * Never throws. Accepts the ids this storefront writes and the legacy form (whole items with an `id`); anything
 * else is dropped, repeats are kept once.
 */
export function decodeWishlistCookie(raw: string | null | undefined): DecodedWishlist {
  if (!raw) return { ids: [], problems: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(atob(raw));
  } catch {
    return { ids: [], error: DECODE_ERROR, problems: [] };
  }
  if (!Array.isArray(parsed)) return { ids: [], error: DECODE_ERROR, problems: [] };
  const ids: number[] = [];
  const problems: string[] = [];
  for (const entry of parsed) {
    const id = entryId(entry);
    if (id === null) problems.push(`'${JSON.stringify(entry)?.slice(0, 40)}' is not a product id`);
    else if (ids.includes(id)) problems.push(`product ${id} is listed twice`);
    else if (ids.length >= MAX_WISHLIST_ITEMS) {
      problems.push(`items past ${MAX_WISHLIST_ITEMS} were dropped`);
      break;
    } else ids.push(id);
  }
  return { ids, problems };
}

function entryId(entry: unknown): number | null {
  const value = typeof entry === 'object' && entry !== null && 'id' in entry ? (entry as { id: unknown }).id : entry;
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
