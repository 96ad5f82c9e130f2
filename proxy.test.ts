import { describe, expect, it } from 'vitest';
import { CONSOLE_PREFIX, LEGACY_ALIASES, SIGNED_IN_PATHS } from './lib/routes.mjs';
import { config } from './proxy';

describe('the proxy matcher', () => {
  it('names exactly the storefront handlers, the console, the legacy aliases and the signed-in screens of lib/routes.mjs (English and Hindi)', () => {
    const console = [CONSOLE_PREFIX, `${CONSOLE_PREFIX}/:path*`];
    const paths = config.matcher.filter((entry) => typeof entry === 'string');
    const signedIn = [...SIGNED_IN_PATHS, ...SIGNED_IN_PATHS.map((path) => `/hi${path}`)];
    // The aliases that differ from their page only in case are the proxy's in Hindi too (next.config.mjs cannot answer them).
    const hindiCaseAliases = Object.entries(LEGACY_ALIASES)
      .filter(([alias, path]) => alias.toLowerCase() === path.toLowerCase())
      .map(([alias]) => `/hi${alias}`);
    expect(paths.sort()).toEqual(['/store/:path*', ...console, ...Object.keys(LEGACY_ALIASES), ...hindiCaseAliases, ...signedIn].sort());
  });

  it('names every other path only for a multipart body, in any letter case, or a coupon link', () => {
    const others: { source: string; has: { type: string; key: string; value?: string }[] }[] = config.matcher.filter(
      (entry) => typeof entry !== 'string',
    );
    expect(others).toHaveLength(2);
    const [multipart, couponLink] = others;
    expect(couponLink).toEqual({ source: '/:path*', has: [{ type: 'query', key: 'coupon' }] });
    expect(multipart?.source).toBe('/:path*');
    const matches = (type: string) => new RegExp(`^${multipart?.has[0]?.value}$`).test(type);
    expect(['multipart/form-data; boundary=x', 'Multipart/Form-Data', 'MULTIPART/mixed'].every(matches)).toBe(true);
    expect(['application/json', 'text/plain', 'application/x-www-form-urlencoded'].some(matches)).toBe(false);
  });
});
