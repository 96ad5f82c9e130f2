import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '../contract/description-html';
import { generateProduct } from '../demo/product-generator';
import { cleanDescription, isSanitisedForm } from './catalogue-description';

describe('cleanDescription', () => {
  const samples = [
    '<p>Plain</p>',
    '<p>Tom &amp; Jerry &lt;3</p>\n<h3>Care</h3><ul><li>Wash <strong>cold</strong></li>\n<li>Dry in shade</li></ul>',
    '<p>सूती कुर्ता, हाथ से बना।</p>',
    'Just text, "quoted" and it\'s fine',
    '<div><p>a</p><blockquote><p>b</p></blockquote></div>',
    // Not in the sanitiser's form: each goes through DOMPurify.
    '<p>unclosed',
    '<h1>Big</h1>',
    '<p onclick="x()">a</p>',
    '<strong><p>a</p></strong>',
    '<p><p>a</p></p>',
    '<ul>text<li>a</li></ul>',
    '<li>a</li>',
    '<pre>\ncode</pre>',
    '<p>a > b</p>',
    '<p>a\u00a0b</p>',
    '<p>a\r\nb</p>',
    ' <p>padded</p>',
    '<script>alert(1)</script><p>x</p>',
    '<a href="javascript:x">a</a>',
    '<table><tr><td>x</td></tr></table>',
  ];

  it.each(samples)('answers what the product page’s sanitiser answers for %j', (html) => {
    expect(cleanDescription(html)).toBe(sanitizeDescription(html));
  });

  it('takes the fast path only where the sanitiser gives the string back, demo descriptions included', () => {
    let fast = 0;
    const all = [...samples, ...Array.from({ length: 300 }, (_, i) => generateProduct(i).descriptionHtml)];
    for (const html of all) {
      if (!isSanitisedForm(html)) continue;
      fast++;
      expect(sanitizeDescription(html)).toBe(html);
    }
    expect(fast).toBeGreaterThan(200);
  });
});
