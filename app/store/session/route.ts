import { PlatformError } from '@/lib/platform/client';
import { shopperAddress } from '@/lib/session/client-address';
import { loadProfile, requestToken, SIGN_IN_FAILED_MESSAGE } from '@/lib/session/sign-in';
import { currentHost, startSession } from '@/lib/session/server-session';
import { ok, readBody, refuse } from '@/lib/session/store-handler';
import { signInBody } from '@/lib/validation/store-requests';
import { TOKEN_THROTTLED_STATUS } from '@/platform/contract/auth';

const NETWORK_MESSAGE = 'An error occurred. Please try again later.';

/**
 * Sign-in: /token, then User_profile; the token goes into the httpOnly cookie, the profile into readable ones.
 * A name locked for this shopper's address answers 429 with the platform's message (how long to wait).
 */
export async function POST(request: Request) {
  const body = await readBody(request, signInBody);
  if ('response' in body) return body.response;
  const host = await currentHost();
  try {
    const granted = await requestToken(host, body.data.username, body.data.password, await shopperAddress());
    if (!granted) return refuse(401, SIGN_IN_FAILED_MESSAGE);
    const profile = await loadProfile(host, granted.token);
    await startSession(granted.token, granted.expiresIn, profile);
    return ok(profile, 'Login Successful');
  } catch (error) {
    if (error instanceof PlatformError && error.status === TOKEN_THROTTLED_STATUS) return refuse(TOKEN_THROTTLED_STATUS, error.message);
    console.error('Sign-in failed', error);
    return refuse(502, NETWORK_MESSAGE);
  }
}
