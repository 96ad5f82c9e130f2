import { describe, expect, it } from 'vitest';
import { cookieToken } from './cookie-token';

describe('the token of a session cookie', () => {
  it('is the cookie’s value when a header can carry it', () => {
    expect(cookieToken('Zk3_x-9aQ')).toBe('Zk3_x-9aQ');
    expect(cookieToken('a'.repeat(200))).toBe('a'.repeat(200));
  });

  it('is none for a value no Authorization header could carry, or none at all', () => {
    for (const value of [undefined, '', 'a b', 'ab\u0000', 'tökén', '\uD83D\uDE42', 'a'.repeat(201)])
      expect(cookieToken(value), String(value)).toBeNull();
  });
});
