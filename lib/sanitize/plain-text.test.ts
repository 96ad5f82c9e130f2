import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './plain-text';

describe('htmlToPlainText', () => {
  it('keeps words apart across blocks and drops script contents', () => {
    expect(htmlToPlainText('<p>Soft &amp; light</p><ul><li>Cotton</li><li>Fits&nbsp;well</li></ul><script>alert(1)</script>')).toBe(
      'Soft & light Cotton Fits well',
    );
  });

  it('cuts long text on a word with an ellipsis', () => {
    const text = htmlToPlainText(`<p>${'word '.repeat(100)}</p>`, 52);
    expect(text.length).toBeLessThanOrEqual(52);
    expect(text).toMatch(/word…$/);
  });
});
