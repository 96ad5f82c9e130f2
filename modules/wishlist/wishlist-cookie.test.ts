import { describe, expect, it } from 'vitest';
import { cookieBytes, MAX_COOKIE_BYTES } from '@/modules/cart/cookie-budget';
import { DECODE_ERROR, decodeWishlistCookie, encodeWishlistCookie, MAX_WISHLIST_ITEMS } from './wishlist-cookie';

const b64 = (value: unknown) => btoa(JSON.stringify(value));

describe('the wishlistItems cookie codec', () => {
  it('is Base64-encoded JSON of the ids and round-trips them in order', () => {
    const value = encodeWishlistCookie([12, 3, 400]);
    expect(JSON.parse(atob(value))).toEqual([12, 3, 400]);
    expect(decodeWishlistCookie(value)).toEqual({ ids: [12, 3, 400], problems: [] });
  });

  it("answers 'Error decoding Base64 data' and no ids for undecodable or truncated cookies", () => {
    const truncated = encodeWishlistCookie([1, 2, 3, 4, 5]).slice(0, -4);
    for (const raw of ['not base64!', '%%', truncated, b64('just text').slice(0, 5), btoa('{"id":1}'), btoa('[1,2')]) {
      expect(decodeWishlistCookie(raw)).toEqual({ ids: [], error: DECODE_ERROR, problems: [] });
    }
  });

  it('reads the legacy form (whole items with an id) and numeric strings, dropping what is not an id', () => {
    const decoded = decodeWishlistCookie(
      b64([{ id: 5, name: 'Kurta', ASIN: 'x' }, '7', 0, -1, 1.5, 'abc', null, { name: 'no id' }, 5, 3_000_000_000]),
    );
    expect(decoded.ids).toEqual([5, 7]);
    expect(decoded.problems).toHaveLength(8);
  });

  it(`keeps at most ${MAX_WISHLIST_ITEMS} items`, () => {
    const decoded = decodeWishlistCookie(b64(Array.from({ length: 300 }, (_, i) => i + 1)));
    expect(decoded.ids).toHaveLength(MAX_WISHLIST_ITEMS);
  });

  it('holds 100 items well under the 4 KB a browser keeps', () => {
    const ids = Array.from({ length: 100 }, (_, i) => 100_000 + i * 7);
    const value = encodeWishlistCookie(ids);
    expect(decodeWishlistCookie(value).ids).toEqual(ids);
    expect(cookieBytes('wishlistItems', value)).toBeLessThan(MAX_COOKIE_BYTES / 2);
    // The longest wishlist allowed, 200 ten-digit ids, still fits.
    const longest = encodeWishlistCookie(Array.from({ length: MAX_WISHLIST_ITEMS }, (_, i) => 2_000_000_000 + i));
    expect(cookieBytes('wishlistItems', longest)).toBeLessThan(MAX_COOKIE_BYTES);
  });
});
