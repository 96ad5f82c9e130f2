import { describe, expect, it } from 'vitest';
import type { Platform } from '../platform/runtime/create-platform';
import { closeEmbeddedPlatform, embeddedPlatform, openEmbeddedPlatform, reportStartup, whenStarted } from './platform-lifecycle.mjs';

function fakePlatform(): Platform & { closed: number } {
  const platform = { closed: 0, close: async () => void platform.closed++ };
  return platform as unknown as Platform & { closed: number };
}

describe('the platform’s lifecycle in one process', () => {
  it('opens the embedded platform once for every caller, tries again after a failed opening, and closes it', async () => {
    expect(embeddedPlatform()).toBeUndefined();
    await closeEmbeddedPlatform();

    await expect(openEmbeddedPlatform(async () => Promise.reject(new Error('database starting')))).rejects.toThrow('database starting');
    expect(embeddedPlatform()).toBeUndefined();

    const platform = fakePlatform();
    let opened = 0;
    const open = async () => (opened++, platform);
    const [first, second] = await Promise.all([openEmbeddedPlatform(open), openEmbeddedPlatform(open)]);
    expect(opened).toBe(1);
    expect(first).toBe(platform);
    expect(second).toBe(platform);
    expect(await embeddedPlatform()).toBe(platform);

    await closeEmbeddedPlatform();
    expect(platform.closed).toBe(1);
  });

  it('settles the start-up as instrumentation.ts reports it', async () => {
    let done = false;
    void whenStarted().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    reportStartup(Promise.resolve());
    await whenStarted();
    expect(done).toBe(true);
  });
});
