import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { runtimeModuleUrl } = await import('./server-runtime');

describe('the storefront’s bridge to the server runtime', () => {
  it('names the very files server/serve.mjs imports, from the directory the server runs in', () => {
    expect(runtimeModuleUrl('page-cache-bus.mjs')).toBe(new URL('../../../server/page-cache-bus.mjs', import.meta.url).href);
    expect(runtimeModuleUrl('platform-lifecycle.mjs')).toBe(new URL('../../../server/platform-lifecycle.mjs', import.meta.url).href);
  });
});
