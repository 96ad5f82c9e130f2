import { describe, expect, it } from 'vitest';
import { decodeCartCookie, encodeCartCookie, type StoredCartLine } from './cart-cookie';
import { cookieBytes, MAX_COOKIE_BYTES } from './cookie-budget';

const line = (productId: number, size = '', units = 1, colour: number | null = null): StoredCartLine => ({ productId, size, colour, units });

describe('the cartItems cookie codec', () => {
  it('round-trips ids, sizes (spaces, dashes, non-ASCII), colour indexes and units', () => {
    const lines = [line(1, 'M', 2), line(45, '', 1, 3), line(7, 'UK 10', 99), line(8, '2-3 Y'), line(9, '50 ml', 4, 0), line(10, 'फ्री', 1)];
    const value = encodeCartCookie(lines);
    expect(value).toMatch(/^[A-Za-z0-9.~*-]+$/);
    expect(value.startsWith('1~1.M..2~45..3.1~7.UK*2010..99')).toBe(true);
    expect(decodeCartCookie(value)).toEqual({ lines, problems: [] });
  });

  it('reads a missing or empty cookie as an empty cart without complaint', () => {
    expect(decodeCartCookie(null)).toEqual({ lines: [], problems: [] });
    expect(decodeCartCookie('')).toEqual({ lines: [], problems: [] });
  });

  it('reads garbage, another format or legacy JSON as an empty cart, with a reason to log', () => {
    for (const garbage of ['%%%', 'hello', '[{"id":1,"Unit":2}]', '2~1.M..1', 'eyJpZCI6MX0=']) {
      const decoded = decodeCartCookie(garbage);
      expect(decoded.lines).toEqual([]);
      expect(decoded.problems.length).toBeGreaterThan(0);
    }
  });

  it('keeps the good lines of a truncated or hand-edited cookie and drops the rest', () => {
    const truncated = encodeCartCookie([line(1, 'M', 2), line(2, 'L', 3)]).slice(0, -3);
    expect(decodeCartCookie(truncated).lines).toEqual([line(1, 'M', 2)]);
    const edited = '1~1.M..2~0.M..1~3.S..0~4.S..100~5.S.x.1~6.S*Z1..1~-7.S..1~8.S..1.5~99999999999.S..1~9.S..05~10.S..1';
    const decoded = decodeCartCookie(edited);
    expect(decoded.lines.map((l) => l.productId)).toEqual([1, 10]);
    expect(decoded.problems).toHaveLength(9);
  });

  it('sums repeats of one product and size (size compared without case) up to 99 units', () => {
    expect(decodeCartCookie('1~1.M..2~1.m..3~1.L..1').lines).toEqual([line(1, 'M', 5), line(1, 'L', 1)]);
    expect(decodeCartCookie('1~1.M..60~1.M..60').lines).toEqual([line(1, 'M', 99)]);
  });

  it('drops lines past 200 from an oversized cookie', () => {
    const value = encodeCartCookie(Array.from({ length: 250 }, (_, i) => line(i + 1, 'M')));
    const decoded = decodeCartCookie(value);
    expect(decoded.lines).toHaveLength(200);
    expect(decoded.problems.at(-1)).toMatch(/past 200/);
  });

  it('holds 60 lines at their longest well under the 4 KB a browser keeps', () => {
    const sizes = ['UK 10', '100 ml', '11-12 Y', 'XXL'];
    const lines = Array.from({ length: 60 }, (_, i) => line(2_000_000_000 + i, sizes[i % sizes.length]!, 99, 12));
    const value = encodeCartCookie(lines);
    expect(decodeCartCookie(value).lines).toEqual(lines);
    const bytes = cookieBytes('cartItems', value);
    expect(bytes).toBeLessThan(MAX_COOKIE_BYTES / 2);
    // The demo catalogue's ids are 1–400: a realistic 60-line cart is about 1 KB.
    expect(cookieBytes('cartItems', encodeCartCookie(lines.map((l, i) => ({ ...l, productId: 300 + i }))))).toBeLessThan(1400);
  });
});
