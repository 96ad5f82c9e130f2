import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps same-site page paths with their query', () => {
    expect(safeNextPath('/your-orders')).toBe('/your-orders');
    expect(safeNextPath('/checkout2?productID=12&size=M&units=2')).toBe('/checkout2?productID=12&size=M&units=2');
  });

  it('falls back for missing or empty targets', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('', '/overview')).toBe('/overview');
  });

  it('refuses other origins, however they are spelled', () => {
    for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', ' /x', 'evil.example']) {
      expect(safeNextPath(evil)).toBe('/');
    }
  });

  it('refuses handler paths and the sign-in screens themselves', () => {
    expect(safeNextPath('/store/session')).toBe('/');
    expect(safeNextPath('/api/Get_OrderDetails')).toBe('/');
    expect(safeNextPath('/login?next=/x')).toBe('/');
    expect(safeNextPath('/Login')).toBe('/');
    expect(safeNextPath('/hi/login?next=/x')).toBe('/');
    expect(safeNextPath('/hi/your-orders')).toBe('/hi/your-orders');
  });
});
