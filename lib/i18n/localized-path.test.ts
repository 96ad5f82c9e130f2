import { describe, expect, it } from 'vitest';
import { formatRupees } from '@/lib/format/money';
import { FORMAT_LOCALES, splitSite } from './locales';
import { localizedPath, switchedPath, unlocalizedPath } from './localized-path';

describe('localizedPath', () => {
  it('puts catalogue pages under /hi on a Hindi page', () => {
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/product/holi-t-shirt', 'hi')).toBe('/hi/product/holi-t-shirt');
    expect(localizedPath('/products-section2/101?sort=nameAZ', 'hi')).toBe('/hi/products-section2/101?sort=nameAZ');
    expect(localizedPath('/Product-Serach/shirt', 'hi')).toBe('/hi/Product-Serach/shirt');
    expect(localizedPath('/aboutPage', 'hi')).toBe('/hi/aboutPage');
  });

  it('leaves English paths, screens without a Hindi version and other origins alone', () => {
    expect(localizedPath('/product/holi-t-shirt', 'en')).toBe('/product/holi-t-shirt');
    for (const path of ['/addcart', '/checkout2', '/login?next=%2F', '/store/cart', '/sitemap.xml', '//evil.example', 'https://x.in/'])
      expect(localizedPath(path, 'hi'), path).toBe(path);
  });
});

describe('switchedPath and unlocalizedPath', () => {
  it('give the same page in the other language', () => {
    expect(unlocalizedPath('/hi/product/x')).toEqual({ locale: 'hi', path: '/product/x' });
    expect(unlocalizedPath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(unlocalizedPath('/history')).toEqual({ locale: 'en', path: '/history' });
    expect(switchedPath('/products-section2/101?page=2', 'hi')).toBe('/hi/products-section2/101?page=2');
    expect(switchedPath('/hi/products-section2/101', 'en')).toBe('/products-section2/101');
    expect(switchedPath('/addcart', 'hi')).toBe('/hi');
  });
});

describe('splitSite', () => {
  it('reads the language from the [site] segment', () => {
    expect(splitSite('hi~localhost:3000')).toEqual({ locale: 'hi', site: 'localhost:3000' });
    expect(splitSite('shop2.localhost')).toEqual({ locale: 'en', site: 'shop2.localhost' });
  });
});

describe('prices in Hindi', () => {
  it('are what hi-IN with Latin digits writes: ₹ and Indian digit grouping', () => {
    const hindi = new Intl.NumberFormat(FORMAT_LOCALES.hi, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const amount of [0, 9, 999, 1234, 123456, 12345678, 1234567890, -5000])
      expect(formatRupees(amount), String(amount)).toBe(hindi.format(amount));
  });
});
