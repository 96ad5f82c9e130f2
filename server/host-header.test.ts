import { describe, expect, it } from 'vitest';
import { isValidHostHeader } from './host-header.mjs';

describe('the Host header', () => {
  it('takes a host name or address with an optional port', () => {
    for (const host of ['localhost:3000', 'shop2.localhost', 'Shop.Example.COM', '127.0.0.1:8080', '[::1]:3000', 'xn--p1ai', undefined]) {
      expect(isValidHostHeader(host), String(host)).toBe(true);
    }
  });

  it('refuses what is no host: brackets around a name, a port past 65535 or not a number, a user, a path, spaces', () => {
    for (const host of ['', '[x]:3000', '[x]', 'localhost:99999', 'localhost:abc', 'a@b', 'a/b', 'a b', 'a%00b', 'a\\b']) {
      expect(isValidHostHeader(host), host).toBe(false);
    }
  });
});
