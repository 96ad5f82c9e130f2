import { describe, expect, it } from 'vitest';
import { parseSitemapPart, robotsTxt, sitemapIndexXml, sitemapPartCount, urlSetXml } from './sitemap-xml';

describe('sitemaps', () => {
  it('writes a url set with escaped locations', () => {
    const xml = urlSetXml(['http://localhost/', 'http://localhost/a?x=1&y=2']);
    expect(xml).toContain('<loc>http://localhost/</loc>');
    expect(xml).toContain('<loc>http://localhost/a?x=1&amp;y=2</loc>');
    expect(xml.startsWith('<?xml')).toBe(true);
  });

  it('splits past 50,000 URLs into parts named by an index', () => {
    expect(sitemapPartCount(82)).toBe(1);
    expect(sitemapPartCount(50_000)).toBe(1);
    expect(sitemapPartCount(50_001)).toBe(2);
    expect(sitemapIndexXml(['http://s/sitemap/1.xml'])).toContain('<sitemap><loc>http://s/sitemap/1.xml</loc></sitemap>');
    expect(parseSitemapPart('2.xml', 3)).toBe(2);
    expect(parseSitemapPart('4.xml', 3)).toBeNull();
    expect(parseSitemapPart('x.xml', 3)).toBeNull();
  });

  it('keeps robots out of private screens and names the sitemap', () => {
    const text = robotsTxt('https://shop.example');
    expect(text).toContain('Disallow: /addcart\n');
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
