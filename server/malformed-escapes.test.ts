import { describe, expect, it } from 'vitest';
import { escapeMalformedPercents } from './malformed-escapes.mjs';

describe('malformed %-escapes in a request path', () => {
  it('leaves a path that decodes as it is', () => {
    for (const url of ['/', '/product/holi-t-shirt', '/Product-Serach/kurta%20set', '/Product-Serach/%E0%A4%95%E0%A5%81', '/x?q=50%25']) {
      expect(escapeMalformedPercents(url)).toBe(url);
    }
  });

  it('writes the % of an escape that does not decode as %25, so the path decodes to the text it came as', () => {
    const cases: [string, string][] = [
      ['/product/%E0%A4', '/product/%E0%A4'],
      ['/products-section/%E0', '/products-section/%E0'],
      ['/%ZZ', '/%ZZ'],
      ['/a%', '/a%'],
      ['/Product-Serach/%E0%A4%95%E0%A4', '/Product-Serach/%E0%A4%95%E0%A4'],
      ['/product/%E0%A4?from=%20home', '/product/%E0%A4?from= home'],
    ];
    for (const [url, text] of cases) {
      const escaped = escapeMalformedPercents(url);
      expect(escaped).not.toBe(url);
      expect(decodeURIComponent(escaped)).toBe(text);
    }
  });

  it('keeps the valid escapes beside a broken one', () => {
    expect(escapeMalformedPercents('/Product-Serach/kurta%20set%E0')).toBe('/Product-Serach/kurta%20set%25E0');
  });
});
