import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, serializeJsonLd } from './json-ld';

describe('JSON-LD', () => {
  it('escapes < so a name cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('numbers breadcrumb positions from 1', () => {
    const list = breadcrumbListJsonLd([
      { name: 'Home', url: 'http://localhost/' },
      { name: 'T-Shirts', url: 'http://localhost/products-section/1001' },
    ]);
    expect(list.itemListElement.map((item) => item.position)).toEqual([1, 2]);
    expect(list['@type']).toBe('BreadcrumbList');
  });
});
