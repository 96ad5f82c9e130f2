import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from './create-platform';
import type { Change } from '../shared/events';
import { createTestPlatform, testDatabaseKind, type TestPlatform } from '../testing/test-platform';

const ADMIN = { 'x-admin-key': 'test-admin-key' };

/** Resolves with the first change a feed hears that satisfies `wanted`, or rejects after `ms`. */
function nextChange(platform: Platform, wanted: (change: Change) => boolean, ms = 2_000): Promise<Change> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no change heard')), ms);
    const stop = platform.context.changes.subscribe((change) => {
      if (!wanted(change)) return;
      clearTimeout(timer);
      stop();
      resolve(change);
    });
  });
}

describe('the change stream for storefronts on PLATFORM_API_URL', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('refuses a caller without the admin key', async () => {
    const refused = await platform.call('GET', '/api/changes');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Admin key required.');
  });

  it('opens with a ready event, then streams each change the platform announces', async () => {
    const response = await platform.app.request('http://localhost/api/changes', { headers: ADMIN });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value);
    };
    await readUntil('event: ready');
    await platform.call('POST', '/api/admin/product', { headers: ADMIN, json: { ASIN: 'holi-t-shirt', stock: { S: 7 } } });
    await readUntil('event: change');
    expect(text).toContain('data: {"tags":["catalogue","product:holi-t-shirt"]}');
    await reader.cancel();
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('two platform processes on one PostgreSQL database', () => {
  let first: TestPlatform;
  let second: Platform;
  beforeAll(async () => {
    first = await createTestPlatform();
    // A second platform on the same schema, as a second storefront process would open it.
    second = await createPlatform(first.context.config, () => {});
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("hears the other's changes within a second, and not its own twice", async () => {
    const heardBySecond = nextChange(second, (c) => c.tags.includes('product:holi-t-shirt'), 1_000);
    const heardByFirst: Change[] = [];
    const stop = first.context.changes.subscribe((change) => void heardByFirst.push(change));
    await first.call('POST', '/api/admin/product', { headers: ADMIN, json: { ASIN: 'holi-t-shirt', stock: { S: 3 } } });
    expect(await heardBySecond).toEqual({ tags: ['catalogue', 'product:holi-t-shirt'] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardByFirst).toEqual([{ tags: ['catalogue', 'product:holi-t-shirt'] }]);
    stop();
  });

  it('forgets its cached shop when another process changes the shop', async () => {
    expect((await second.app.request('http://localhost/api/GetResellerLogo')).status).toBe(200);
    const heard = nextChange(second, (c) => c.tags.includes('shop:localhost'));
    const changed = await first.call('POST', '/api/admin/branding', { headers: ADMIN, json: { shop_name: 'Renamed Bazaar' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await heard;
    const logo = await (await second.app.request('http://localhost/api/GetResellerLogo')).json();
    expect(JSON.stringify(logo)).toContain('Renamed Bazaar');
  });
});
