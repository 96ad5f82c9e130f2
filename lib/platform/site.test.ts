import { describe, expect, it } from 'vitest';
import { hostName, siteLanguageChosen, siteLocale, siteOrigin } from './site';

describe('the [site] segment', () => {
  it('gives the host, language and origin of a plain, a Hindi and an English-chosen segment alike', () => {
    for (const [site, locale, chosen] of [
      ['shop2.localhost%3A3000', 'en', false],
      ['hi~shop2.localhost%3A3000', 'hi', true],
      ['en~shop2.localhost%3A3000', 'en', true],
      ['en%7Eshop2.localhost%3A3000', 'en', true],
    ] as const) {
      expect(hostName(site), site).toBe('shop2.localhost');
      expect(siteOrigin(site), site).toBe('http://shop2.localhost:3000');
      expect(siteLocale(site), site).toBe(locale);
      expect(siteLanguageChosen(site), site).toBe(chosen);
    }
  });

  it('reads a segment with a malformed escape as it came', () => {
    expect(siteLanguageChosen('en~shop%zz')).toBe(true);
    expect(siteLocale('hi~shop%zz')).toBe('hi');
  });
});
