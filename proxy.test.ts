import { describe, expect, it } from 'vitest';
import { LEGACY_ALIASES, SIGNED_IN_PATHS } from './lib/routes.mjs';
import { config } from './proxy';

describe('the proxy matcher', () => {
  it('names exactly the storefront handlers, the legacy aliases and the signed-in screens of lib/routes.mjs', () => {
    expect([...config.matcher].sort()).toEqual(['/store/:path*', ...Object.keys(LEGACY_ALIASES), ...SIGNED_IN_PATHS].sort());
  });
});
