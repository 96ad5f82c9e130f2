import 'server-only';
import { callPlatform, PlatformError } from '@/lib/platform/server/client';
import { PROFILE_FAILED_MESSAGE } from '@/lib/store/messages';

export interface Profile {
  name: string;
  email: string;
  mobile: string;
}

/** The shopper's profile (User_profile) for a token; throws PlatformError (401 for a token no longer valid). */
export async function loadProfile(host: string, token: string): Promise<Profile> {
  const answer = await callPlatform('userProfile', { host, token });
  const row = answer.data[0];
  if (!row) throw new PlatformError(502, PROFILE_FAILED_MESSAGE);
  return { name: row.user_name, email: row.emailid, mobile: row.mobileno };
}

/**
 * /token with the shopper's user name (email or mobile) and password, on behalf of the shopper at `clientAddress`
 * (sent as X-Forwarded-For: the platform throttles failures per name and address). A wrong password or an unknown
 * account is one generic answer: null. A name locked for this address throws PlatformError 429, whose message says
 * how long to wait.
 */
export async function requestToken(
  host: string,
  username: string,
  password: string,
  clientAddress: string,
): Promise<{ token: string; expiresIn: number } | null> {
  try {
    const answer = await callPlatform('token', {
      host,
      headers: { 'x-forwarded-for': clientAddress },
      body: { username, password, grant_type: 'password' },
    });
    return { token: answer.access_token, expiresIn: answer.expires_in };
  } catch (error) {
    if (error instanceof PlatformError && error.status === 400) return null;
    throw error;
  }
}

/** Revokes the token on the platform (POST /api/Logout), so it is dead for every client, not just this browser. */
export async function revokeSessionToken(host: string, token: string): Promise<void> {
  await callPlatform('logout', { host, token });
}
