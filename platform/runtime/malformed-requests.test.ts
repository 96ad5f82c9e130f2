import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY_HEADER } from '../catalogue/contract/admin';
import { UNREADABLE_FORM_MESSAGE } from '../shared/contract/upload-limits';
import { createTestPlatform, OPERATOR, OWNER1, type TestPlatform } from '../testing/test-platform';

/** Requests the fuzz test (fuzz.test.ts) once answered with a 500: each is now a 400 saying what is wrong. */
describe('malformed requests', () => {
  let platform: TestPlatform;
  let owner: string;
  let operator: string;

  beforeAll(async () => {
    platform = await createTestPlatform();
    owner = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
    operator = await platform.consoleSignIn(OPERATOR.email, OPERATOR.password);
  });
  afterAll(() => platform.close());

  it('refuses a JSON value that zod cannot coerce (an object with its own toString), and walks a body nested 5,000 deep', async () => {
    const shape = { status: 'false', message: 'The request is not in the shape this call takes.' };
    const price = await platform.call('POST', '/api/console/prices/product', {
      token: owner,
      body: '{"product_id":"holi-t-shirt","price":{"toString":0}}',
    });
    expect(price.status).toBe(400);
    expect(price.body).toEqual(shape);
    const deep = await platform.call('POST', '/api/console/banners/remove', {
      token: owner,
      body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({ status: 'false', message: 'Invalid input: expected object, received array' });
  });

  it('refuses a supplier price that would not fit in paise', async () => {
    const result = await platform.call('POST', '/api/admin/product', {
      json: { ASIN: 'holi-t-shirt', originalPrice: 2_147_483_648 },
      headers: { [ADMIN_KEY_HEADER]: 'test-admin-key' },
    });
    expect(result.status).toBe(400);
    expect(result.body.field).toBe('originalPrice');
  });

  it('refuses a catalogue import sent as multipart/form-data whose body is not one', async () => {
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=----x']) {
      const result = await platform.call('POST', '/api/console/catalogue/import/dry_run', {
        token: operator,
        body: 'ASIN,Name',
        headers: { 'content-type': type },
      });
      expect(result.status, type).toBe(400);
      expect(result.body, type).toEqual({ status: 'false', message: UNREADABLE_FORM_MESSAGE });
    }
  });
});
