import { describe, expect, it } from 'vitest';
import { normaliseShopHost } from './shops';

describe('shop host names', () => {
  it.each([
    ['shop.example.in', 'shop.example.in'],
    ['  Shop.Example.IN  ', 'shop.example.in'],
    ['shop.example.in:8443', 'shop.example.in'],
    ['shop.example.in.', 'shop.example.in'],
    ['myshop.localhost', 'myshop.localhost'],
    ['localhost', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['xn--11b7ah1gn.xn--h2brj9c', 'xn--11b7ah1gn.xn--h2brj9c'],
    ['दुकान.भारत', 'xn--11b7ah1gn.xn--h2brj9c'],
  ])('keeps %s as %s', (raw, host) => {
    expect(normaliseShopHost(raw)).toBe(host);
  });

  it.each(['', ' ', 'https://shop.in', 'shop.in/path', 'user@shop.in', 'my shop.in', '-shop.in', 'shop-.in', 'shop..in', '[::1]', 'shop.123', `${'a'.repeat(64)}.in`, 'shop_1.in'])(
    'refuses %j',
    (raw) => {
      expect(normaliseShopHost(raw)).toBeNull();
    },
  );
});
