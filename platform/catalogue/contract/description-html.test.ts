import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './description-html';

describe('sanitizeDescription', () => {
  it('removes scripts, event handlers, javascript: links, iframes and images', () => {
    const html = [
      '<p onclick="alert(1)" style="color:red">Offer</p>',
      "<script>alert('x')</script>",
      '<img src="x" onerror="alert(2)">',
      '<a href="javascript:alert(3)">Coupon</a>',
      '<iframe src="https://example.com/tracker"></iframe>',
    ].join('');
    const clean = sanitizeDescription(html);
    expect(clean).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<img|style=/i);
    expect(clean).toContain('<p>Offer</p>');
    expect(clean).toContain('Coupon');
  });

  it('keeps headings, lists, tables and emphasis, demoting h1/h2 to h3', () => {
    const html =
      '<h2>Highlights</h2><ul><li><strong>Cotton</strong> <em>soft</em></li></ul><table><tbody><tr><th>Brand</th><td>Rangrez</td></tr></tbody></table><h1 class="x">Top</h1>';
    const clean = sanitizeDescription(html);
    expect(clean).toContain('<h3>Highlights</h3>');
    expect(clean).toContain('<ul><li><strong>Cotton</strong> <em>soft</em></li></ul>');
    expect(clean).toContain('<table><tbody><tr><th>Brand</th><td>Rangrez</td></tr></tbody></table>');
    expect(clean).toContain('<h3>Top</h3>');
  });

  it('marks links nofollow noopener and leaves no hook behind', () => {
    expect(sanitizeDescription('<a href="https://example.com/care" target="_blank">Care guide</a>')).toBe(
      '<a href="https://example.com/care" rel="nofollow noopener">Care guide</a>',
    );
    expect(sanitizeDescription('<a href="data:text/html,hi">x</a>')).toBe('<a rel="nofollow noopener">x</a>');
    expect(sanitizeDescription('<a href="//evil.example/">x</a>')).toBe('<a rel="nofollow noopener">x</a>');
  });
});
