import { describe, expect, it } from 'vitest';
import { captchaMatches, newCaptcha } from './captcha';
import { truncateWords } from './truncate-words';

describe('newCaptcha', () => {
  it('always has four digits', () => {
    expect(newCaptcha(() => 0)).toBe('1000');
    expect(newCaptcha(() => 0.999999)).toBe('9999');
    for (let i = 0; i < 50; i++) expect(newCaptcha()).toMatch(/^[1-9][0-9]{3}$/);
  });

  it('matches only the same code (spaces around it forgiven)', () => {
    expect(captchaMatches(' 4821 ', '4821')).toBe(true);
    expect(captchaMatches('4812', '4821')).toBe(false);
    expect(captchaMatches('', '4821')).toBe(false);
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
