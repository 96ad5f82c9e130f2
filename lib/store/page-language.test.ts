import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPageLanguage, PAGE_LANGUAGE_HEADER, pageLanguage } from './page-language';

describe("the page's language on /store/* calls", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is Hindi on /hi and /hi/… pages, English elsewhere and outside a browser', () => {
    expect(currentPageLanguage()).toBe('en');
    for (const [pathname, locale] of [
      ['/hi', 'hi'],
      ['/hi/checkout2', 'hi'],
      ['/hi/forgot-password', 'hi'],
      ['/checkout2', 'en'],
      ['/history', 'en'],
      ['/', 'en'],
    ] as const) {
      vi.stubGlobal('window', { location: { pathname } });
      expect(currentPageLanguage(), pathname).toBe(locale);
    }
  });

  it('is read from the header the browser client sends; English when it is absent or unknown', () => {
    const request = (value?: string) =>
      new Request('http://localhost/store/x', { headers: value === undefined ? {} : { [PAGE_LANGUAGE_HEADER]: value } });
    expect(pageLanguage(request('hi'))).toBe('hi');
    expect(pageLanguage(request('en'))).toBe('en');
    expect(pageLanguage(request())).toBe('en');
    expect(pageLanguage(request('fr'))).toBe('en');
  });
});
