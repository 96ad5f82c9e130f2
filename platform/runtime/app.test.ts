import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';

describe('the platform app', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('refuses a host that belongs to no shop', async () => {
    const result = await platform.call('GET', '/api/GetBannerImages', { host: 'unknown.example' });
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ status: 'false', message: "No shop is configured for the host 'unknown.example'." });
  });

  it('answers 404 with a message for a call that does not exist', async () => {
    const result = await platform.call('POST', '/api/No_Such_Call', { json: {} });
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('There is no call POST /api/No_Such_Call.');
  });

  it('refuses a body over the size limit with 413', async () => {
    const result = await platform.call('POST', '/api/insert_customer', {
      body: 'x'.repeat(9 * 1024 * 1024),
      headers: { 'content-type': 'application/json' },
    });
    expect(result.status).toBe(413);
    expect(result.body.message).toBe('The request body is too large.');
  });
});
