import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_EMAIL_MESSAGE } from '../contract/auth';
import { PHONE_MESSAGE } from '../contract/registration-rules';
import { customers } from '../tables';
import { DUPLICATE_MOBILE_MESSAGE } from '../customers';
import { SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';
import { accountCalls, INVALID_GRANT, setUpAccounts } from '../../testing/accounts-test-kit';

describe('accounts and sessions', () => {
  let platform: TestPlatform;
  let shop1: number;
  let shop2: number;
  const { newShopper, register, token, customerRow } = accountCalls(() => platform);

  beforeAll(async () => {
    ({ platform, shop1, shop2 } = await setUpAccounts());
  });
  afterAll(() => platform.close());

  describe('POST /api/insert_customer', () => {
    it('registers a shopper with a trimmed, lower-case email and a hashed password', async () => {
      const result = await register(newShopper('  Meera.Iyer@Example.COM ', { firstname: ' Meera ', mobileno: '9000000001' }));
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ status: 'true', message: 'Registration successful!' });
      const row = await customerRow(shop1, 'meera.iyer@example.com');
      expect(row).toMatchObject({ firstName: 'Meera', lastName: 'Iyer', mobile: '9000000001' });
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect((await token('MEERA.IYER@example.com', 'Meera@2024')).status).toBe(200);
    });

    it.each([
      [{ firstname: '  ' }, 'firstname', 'First name is required.'],
      [{ lastname: '' }, 'lastname', 'Last name is required.'],
      [{ email: ' ' }, 'email', 'Email is required.'],
      [{ email: 'meera@' }, 'email', 'Please enter a valid email address.'],
      [{ password: '' }, 'password', 'Password is required.'],
      [{ password: 'Ab1defg' }, 'password', 'Password must be at least 8 characters long.'],
      [{ password: 'Abcdefgh123456789' }, 'password', 'Password must not exceed 16 characters.'],
      [{ password: 'abcdefg1' }, 'password', 'Password must contain at least one uppercase letter.'],
      [{ password: 'ABCDEFG1' }, 'password', 'Password must contain at least one lowercase letter.'],
      [{ password: 'Abcdefgh' }, 'password', 'Password must contain at least one number.'],
      [{ mobileno: '98765 4321' }, 'mobileno', PHONE_MESSAGE],
    ])('refuses %o with the spec message', async (change, field, message) => {
      const shopper = newShopper('rules@example.com', change);
      const result = await register(shopper);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ status: 'false', message, field });
      expect(await customerRow(shop1, 'rules@example.com')).toBeUndefined();
    });

    it('refuses a second account with the same email (any case) in the same shop with 409', async () => {
      const result = await register(newShopper('PRIYA@example.com'));
      expect(result.status).toBe(409);
      expect(result.body).toEqual({ status: 'false', message: DUPLICATE_EMAIL_MESSAGE, field: 'email' });
    });

    it('lets the same email register in the other shop: customers belong to one shop', async () => {
      expect((await register(newShopper('both@example.com', { password: 'First@2024' }), SHOP1)).status).toBe(200);
      expect((await register(newShopper('both@example.com', { password: 'Second@2024' }), SHOP2)).status).toBe(200);
      expect(await customerRow(shop1, 'both@example.com')).toBeDefined();
      expect(await customerRow(shop2, 'both@example.com')).toBeDefined();
      expect((await token('both@example.com', 'First@2024', SHOP1)).status).toBe(200);
      expect((await token('both@example.com', 'First@2024', SHOP2)).body).toEqual(INVALID_GRANT);
      expect((await token('both@example.com', 'Second@2024', SHOP2)).status).toBe(200);
    });

    it('refuses a mobile number that already signs in to an account of this shop', async () => {
      const result = await register(newShopper('other-priya@example.com', { mobileno: '9876501234' }));
      expect(result.status).toBe(409);
      expect(result.body).toEqual({ status: 'false', message: DUPLICATE_MOBILE_MESSAGE, field: 'mobileno' });
    });

    it('creates one account when the same email registers twice at once', async () => {
      const results = await Promise.all(Array.from({ length: 5 }, (_, i) => register(newShopper('race@example.com', { mobileno: `900000010${i}` }))));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const rows = await platform.database.db.select().from(customers).where(eq(customers.email, 'race@example.com'));
      expect(rows).toHaveLength(1);
    });

    it('creates one account when the same mobile registers twice at once', async () => {
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) => register(newShopper(`mobile-race-${i}@example.com`, { mobileno: '9000000200' }))),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409).every((r) => r.body.message === DUPLICATE_MOBILE_MESSAGE)).toBe(true);
      const rows = await platform.database.db.select().from(customers).where(eq(customers.mobile, '9000000200'));
      expect(rows).toHaveLength(1);
    });

    it('answers 400 naming the field for malformed bodies', async () => {
      const notJson = await platform.call('POST', '/api/insert_customer', {
        body: '{"firstname": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.status).toBe(400);
      expect(notJson.body).toEqual({ status: 'false', message: 'The request body must be valid JSON.' });

      const numbers = await register(newShopper('types@example.com', { mobileno: [98765, 43210] }));
      expect(numbers.status).toBe(400);
      expect(numbers.body.field).toBe('mobileno');

      const missing = await register({ firstname: 'Meera' });
      expect(missing.status).toBe(400);
      expect(missing.body.field).toBe('lastname');

      const huge = await register(newShopper('huge@example.com', { firstname: 'x'.repeat(2 * 1024 * 1024) }));
      expect(huge.status).toBe(400);
      expect(huge.body.field).toBe('firstname');
      expect(await customerRow(shop1, 'huge@example.com')).toBeUndefined();
    });
  });
});
