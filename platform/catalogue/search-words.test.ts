import { describe, expect, it } from 'vitest';
import { searchableName, searchableText, searchWords } from './search-words';

describe('search words', () => {
  it('lower-cases, drops accents and apostrophes, and splits on everything else', () => {
    expect(searchWords("Men's Café T-Shirt (2-pack)")).toEqual(['mens', 'cafe', 't', 'shirt', '2', 'pack']);
    expect(searchableName('Men’s T-Shirt')).toBe('mens t shirt tshirt');
  });

  it('reads a description’s text without its markup', () => {
    expect(searchableText('<p>Soft <strong>cotton</strong> &amp; silk</p><script>alert(1)</script><ul><li>Hand-made</li></ul>')).toBe(
      'soft cotton silk hand made',
    );
  });

  it('leaves out runs of letters and digits too long to be words', () => {
    expect(searchableText(`<p>Batch ${'a1'.repeat(51)} of khadi</p>`)).toBe('batch of khadi');
    expect(searchableText(`<p>${'z'.repeat(3000)} silk</p>`)).toBe('silk');
  });

  it('keeps at most 4,000 characters of a long description, ending on a whole word', () => {
    const text = searchableText(`<p>${'handloom cotton '.repeat(400)}</p>`);
    expect(text.length).toBeLessThanOrEqual(4000);
    expect(text.length).toBeGreaterThan(3980);
    expect(text.split(' ').every((word) => word === 'handloom' || word === 'cotton')).toBe(true);
  });
});
