import { describe, expect, it } from 'vitest';
import { languageAlternates, opensInShopLanguage } from './language-alternates';
import { bothLanguages } from './sitemap-xml';

const origin = 'http://shop2.localhost:3000';

describe('hreflang alternates', () => {
  it('name both languages and x-default (English) on an English shop, the canonical URL in the page’s language', () => {
    expect(languageAlternates(origin, '/', 'hi')).toEqual({
      canonical: `${origin}/hi`,
      languages: { 'en-IN': `${origin}/`, 'hi-IN': `${origin}/hi`, 'x-default': `${origin}/` },
    });
  });

  it('on a Hindi shop, name its home’s `/` only as x-default: it opens in Hindi for anyone who has not chosen English', () => {
    const hindi = languageAlternates(origin, '/', 'hi', 'hi');
    expect(hindi).toEqual({ canonical: `${origin}/hi`, languages: { 'hi-IN': `${origin}/hi`, 'x-default': `${origin}/` } });
    expect(languageAlternates(origin, '/', 'en', 'hi')).toEqual({ ...hindi, canonical: `${origin}/` });
  });

  it('on a Hindi shop, keep both languages for every other page, whose English URL stays English', () => {
    expect(languageAlternates(origin, '/product/holi-t-shirt', 'en', 'hi')).toEqual(languageAlternates(origin, '/product/holi-t-shirt', 'en'));
    expect(opensInShopLanguage('/')).toBe(true);
    expect(opensInShopLanguage('/?utm_source=x')).toBe(true);
    expect(opensInShopLanguage('/products-section2/101')).toBe(false);
  });

  it('list a Hindi shop’s home in the sitemap only as /hi, every other page in both languages', () => {
    expect(bothLanguages(origin, ['/', '/aboutPage'], 'hi')).toEqual([`${origin}/hi`, `${origin}/aboutPage`, `${origin}/hi/aboutPage`]);
    expect(bothLanguages(origin, ['/', '/aboutPage'])).toEqual([`${origin}/`, `${origin}/hi`, `${origin}/aboutPage`, `${origin}/hi/aboutPage`]);
  });
});
