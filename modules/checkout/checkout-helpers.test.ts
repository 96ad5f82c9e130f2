import { describe, expect, it } from 'vitest';
import { captchaMatches } from './captcha';
import { truncateWords } from './truncate-words';

describe('captchaMatches', () => {
  it('matches only the same code (spaces around it forgiven)', () => {
    expect(captchaMatches(' 4821 ', '4821')).toBe(true);
    expect(captchaMatches('4812', '4821')).toBe(false);
    expect(captchaMatches('', '4821')).toBe(false);
  });

  it('matches nothing while no code has been issued', () => {
    expect(captchaMatches('', '')).toBe(false);
  });
});

describe('truncateWords', () => {
  it('cuts names to four words with an ellipsis', () => {
    expect(truncateWords("Desi Threads Men's Block Printed Kurta")).toBe("Desi Threads Men's Block...");
  });

  it('leaves short names alone', () => {
    expect(truncateWords('HOLI T-SHIRT')).toBe('HOLI T-SHIRT');
    expect(truncateWords('  one  two three four ')).toBe('one two three four');
  });
});
