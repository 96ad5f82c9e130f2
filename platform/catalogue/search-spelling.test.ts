import { describe, expect, it } from 'vitest';
import type { LexiconHit } from './search-lexicon';
import { editDistance, needsCorrection, planWord } from './search-spelling';

const lexicon: Record<string, number> = {
  shirt: 900,
  short: 40,
  suit: 5,
  t: 600,
  tshirt: 600,
  saree: 120,
  zari: 30,
  kurta: 300,
  kurti: 80,
  kurtas: 3,
  perfume: 50,
  gulab: 12,
  jeans: 200,
};
/** What lexiconNeighbours would answer for these words: the word, longer words it begins, words within two edits. */
const hitsFor = (...words: string[]): LexiconHit[] =>
  words.flatMap((query) =>
    Object.entries(lexicon)
      .filter(
        ([word]) =>
          word === query ||
          (query.length >= 2 && word.startsWith(query)) ||
          (Math.abs(word.length - query.length) <= 2 && editDistance(word, query) <= 2),
      )
      .map(([word, documents]) => ({ query, word, documents })),
  );

describe('editDistance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('shrit', 'shirt')).toBe(1);
    expect(editDistance('kurta', 'kurta')).toBe(0);
    expect(editDistance('saree', 'sarees')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('planWord', () => {
  it('searches a known word as it is, with its known plural', () => {
    expect(planWord('kurta', hitsFor('kurta'))).toMatchObject({ alternatives: ['kurta', 'kurtas'], searched: 'kurta', documents: 303 });
  });

  it('expands a word that begins known words, most common first', () => {
    expect(planWord('perfum', hitsFor('perfum'))).toMatchObject({ alternatives: ['perfume'], searched: 'perfum' });
    expect(planWord('kur', hitsFor('kur')).alternatives).toEqual(['kurta', 'kurti', 'kurtas']);
  });

  it('takes a plural to its known singular', () => {
    expect(planWord('sarees', hitsFor('sarees'))).toMatchObject({ alternatives: ['saree', 'sarees'], searched: 'saree' });
    expect(planWord('tshirts', hitsFor('tshirts')).searched).toBe('tshirt');
  });

  it('corrects a misspelling to the nearest known word, the more common on a tie', () => {
    expect(planWord('shrit', hitsFor('shrit'))).toMatchObject({ alternatives: ['shirt', 'shrit'], searched: 'shirt' });
    expect(planWord('jeens', hitsFor('jeens')).searched).toBe('jeans');
    expect(planWord('sirt', hitsFor('sirt')).searched).toBe('shirt');
  });

  it('allows one edit in a word of four letters or fewer and two in longer ones', () => {
    expect(planWord('kxyz', hitsFor('kxyz')).searched).toBe('kxyz');
    expect(planWord('kurxx', hitsFor('kurxx')).searched).toBe('kurta');
  });

  it('leaves alone a word a description holds as typed', () => {
    expect(needsCorrection('gulal', hitsFor('gulal'))).toBe(true);
    expect(planWord('gulal', hitsFor('gulal'), true)).toMatchObject({ alternatives: ['gulal'], searched: 'gulal' });
    expect(planWord('gulal', hitsFor('gulal'), false).searched).toBe('gulab');
  });

  it('keeps nonsense as typed, so that it matches nothing', () => {
    expect(planWord('qwxzvb', hitsFor('qwxzvb'))).toMatchObject({ alternatives: ['qwxzvb'], searched: 'qwxzvb', documents: 0 });
  });

  it('prefers the operator’s synonyms to a correction, both ways', () => {
    expect(planWord('sari', hitsFor('sari')).searched).toBe('zari');
    const hits = hitsFor('sari', 'saree', 'sadi');
    expect(planWord('sari', hits, false, { synonyms: ['saree', 'sadi'] })).toMatchObject({
      alternatives: ['sari', 'saree', 'sadi'],
      searched: 'sari',
      documents: 120,
    });
    expect(planWord('saree', hits, false, { synonyms: ['sari', 'sadi'] }).alternatives).toEqual(['saree', 'sari', 'sadi']);
  });

  it('corrects nothing in a search asked for as typed', () => {
    expect(planWord('shrit', hitsFor('shrit'), false, { asTyped: true })).toMatchObject({ alternatives: ['shrit'], searched: 'shrit' });
    expect(planWord('sarees', hitsFor('sarees'), false, { asTyped: true })).toMatchObject({ alternatives: ['saree', 'sarees'], searched: 'sarees' });
    expect(planWord('perfum', hitsFor('perfum'), false, { asTyped: true }).alternatives).toEqual(['perfume']);
  });
});
