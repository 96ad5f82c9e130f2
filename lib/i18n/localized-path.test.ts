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

  it('puts the shopper’s own screens under /hi on a Hindi page, their query kept', () => {
    expect(localizedPath('/addcart', 'hi')).toBe('/hi/addcart');
    expect(localizedPath('/checkout2', 'hi')).toBe('/hi/checkout2');
    expect(localizedPath('/login?next=%2Fyour-orders', 'hi')).toBe('/hi/login?next=%2Fyour-orders');
    expect(localizedPath('/your-orders', 'hi')).toBe('/hi/your-orders');
    expect(localizedPath('/logout', 'hi')).toBe('/hi/logout');
  });

  it('leaves English paths, paths without a Hindi version and other origins alone', () => {
    expect(localizedPath('/product/holi-t-shirt', 'en')).toBe('/product/holi-t-shirt');
    expect(localizedPath('/addcart', 'en')).toBe('/addcart');
    for (const path of ['/dev-mailbox', '/store/cart', '/sitemap.xml', '//evil.example', 'https://x.in/'])
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
    expect(switchedPath('/addcart', 'hi')).toBe('/hi/addcart');
    expect(switchedPath('/hi/checkout2', 'en')).toBe('/checkout2');
    expect(switchedPath('/dev-mailbox', 'hi')).toBe('/hi');
  });
});

describe('splitSite', () => {
  it('reads the language from the [site] segment', () => {
    expect(splitSite('hi~localhost:3000')).toEqual({ locale: 'hi', site: 'localhost:3000', chosen: true });
    expect(splitSite('shop2.localhost')).toEqual({ locale: 'en', site: 'shop2.localhost', chosen: false });
  });

  it('reads English chosen by the shopper (en~, the home with cookie lang=en) as English, chosen', () => {
    expect(splitSite('en~localhost:3000')).toEqual({ locale: 'en', site: 'localhost:3000', chosen: true });
    expect(splitSite('en~shop2.localhost')).toEqual({ locale: 'en', site: 'shop2.localhost', chosen: true });
    // Only the prefix counts: a host that merely contains the letters is a plain English segment.
    expect(splitSite('green~shop.in')).toEqual({ locale: 'en', site: 'green~shop.in', chosen: false });
  });
});

describe('prices in Hindi', () => {
  it('are what hi-IN with Latin digits writes: ₹ and Indian digit grouping', () => {
    const hindi = new Intl.NumberFormat(FORMAT_LOCALES.hi, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const amount of [0, 9, 999, 1234, 123456, 12345678, 1234567890, -5000])
      expect(formatRupees(amount), String(amount)).toBe(hindi.format(amount));
  });
});
