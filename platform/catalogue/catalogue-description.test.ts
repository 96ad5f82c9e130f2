import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './contract/description-html';
import { generateProduct } from '../demo/product-generator';
import { cleanDescription, isSanitisedForm } from './description';

describe('cleanDescription', () => {
  const samples = [
    '<p>Plain</p>',
    '<p>Tom &amp; Jerry &lt;3</p>\n<h3>Care</h3><ul><li>Wash <strong>cold</strong></li>\n<li>Dry in shade</li></ul>',
    '<p>सूती कुर्ता, हाथ से बना।</p>',
    'Just text, "quoted" and it\'s fine',
    '<div><p>a</p><blockquote><p>b</p></blockquote></div>',
    '<table><tbody><tr><th>Brand</th><td>Tom &amp; <strong>Jerry</strong><br>x</td></tr></tbody></table>\n<h3>Care</h3>',
    '<div><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody><tfoot><tr><td></td></tr></tfoot></table></div>',
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
    '<table><tbody>\n<tr><td>x</td></tr></tbody></table>',
    '<table><tbody><tr>x<td>y</td></tr></tbody></table>',
    '<table><tbody><tr><td><p>x</p></td></tr></tbody></table>',
    '<table><tbody><td>x</td></tbody></table>',
    '<p><table><tbody><tr><td>x</td></tr></tbody></table></p>',
    '<ul><li><table><tbody><tr><td>x</td></tr></tbody></table></li></ul>',
    '<table><tbody><tr><td>x</td></tr></tbody><tr><td>y</td></tr></table>',
    '<constructor>x</constructor>',
    '<p>Tom & Jerry &\tco &\nfriends</p>',
    '<p>Tom &amp; Jerry & co</p><ul><li>a & b</li></ul>',
    '<p>&copy & co</p>',
    '<p>a &b</p>',
    '<p title="a & b">x & y</p>',
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
    expect(fast).toBeGreaterThan(270);
  });

  it('answers what the sanitiser answers for demo descriptions, those with a bare & among them', () => {
    for (let i = 0; i < 300; i++) {
      const html = generateProduct(i).descriptionHtml;
      expect(cleanDescription(html)).toBe(sanitizeDescription(html));
    }
  });
});
