import { describe, expect, it } from 'vitest';
import { nameFromEmail } from './display-name';

describe('nameFromEmail', () => {
  it('capitalises the part before the @', () => {
    expect(nameFromEmail('priya@example.com')).toBe('Priya');
    expect(nameFromEmail('meera.iyer@example.com')).toBe('Meera.iyer');
  });

  it('is empty without an email', () => {
    expect(nameFromEmail('')).toBe('');
  });
});
