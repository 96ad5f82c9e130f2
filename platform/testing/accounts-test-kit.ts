import { and, eq } from 'drizzle-orm';
import { INVALID_GRANT_DESCRIPTION } from '../customers/contract/auth';
import { UNAUTHORIZED_MESSAGE } from '../shared/contract/common';
import { customers } from '../customers/tables';
import { createTestPlatform, SHOP1, SHOP2, type TestPlatform } from './test-platform';

/** Setup and calls the account and session tests share: shoppers registering and signing in to the two demo shops. */

export const UNAUTHORIZED = { Message: UNAUTHORIZED_MESSAGE };
export const INVALID_GRANT = { error: 'invalid_grant', error_description: INVALID_GRANT_DESCRIPTION };
export const THROTTLED = { error: 'invalid_grant', error_description: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' };

export interface AccountsKit {
  platform: TestPlatform;
  /** The ids of the two demo shops. */
  shop1: number;
  shop2: number;
}

export async function setUpAccounts(): Promise<AccountsKit> {
  const platform = await createTestPlatform();
  return {
    platform,
    shop1: (await platform.context.resellers.byHost(SHOP1))!.id,
    shop2: (await platform.context.resellers.byHost(SHOP2))!.id,
  };
}

/** The calls the account tests make, against the platform `current` answers once it is set up. */
export function accountCalls(current: () => TestPlatform) {
  let mobileSeq = 7000000000;

  const newShopper = (email: string, overrides: Record<string, unknown> = {}) => ({
    firstname: 'Meera',
    lastname: 'Iyer',
    email,
    mobileno: String(mobileSeq++),
    password: 'Meera@2024',
    ...overrides,
  });
  const register = (json: unknown, host = SHOP1) => current().call('POST', '/api/insert_customer', { host, json });
  const token = (username: string, password: string, host = SHOP1, headers?: Record<string, string>) =>
    current().call('POST', '/token', { host, headers, form: { username, password, grant_type: 'password' } });
  const profile = (accessToken?: string, host = SHOP1) => current().call('POST', '/api/User_profile', { host, token: accessToken, json: {} });
  const customerRow = async (shopId: number, email: string) =>
    (
      await current()
        .database.db.select()
        .from(customers)
        .where(and(eq(customers.shopId, shopId), eq(customers.email, email)))
    )[0];

  return { newShopper, register, token, profile, customerRow };
}
