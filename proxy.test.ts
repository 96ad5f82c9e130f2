import { describe, expect, it } from 'vitest';
import { CONSOLE_PREFIX, LEGACY_ALIASES, SIGNED_IN_PATHS } from './lib/routes.mjs';
import { config } from './proxy';

describe('the proxy matcher', () => {
  it('names exactly the storefront handlers, the console, the legacy aliases and the signed-in screens of lib/routes.mjs', () => {
    const console = [CONSOLE_PREFIX, `${CONSOLE_PREFIX}/:path*`];
    expect([...config.matcher].sort()).toEqual(['/store/:path*', ...console, ...Object.keys(LEGACY_ALIASES), ...SIGNED_IN_PATHS].sort());
  });
});
