import { PlatformError } from '@/lib/platform/server/client';
import { clientAddress } from '@/lib/session/server/client-address';
import { loadProfile, requestToken } from '@/lib/session/server/sign-in';
import { startSession } from '@/lib/session/server/server-session';
import { LOGIN_SUCCESSFUL_MESSAGE, NETWORK_MESSAGE, SIGN_IN_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, refuse, storeRoute } from '@/lib/store/server/route';
import { signInBody } from '@/lib/validation/store-requests';
import { TOKEN_THROTTLED_STATUS } from '@/platform/customers/contract/auth';

/**
 * Sign-in: /token, then User_profile; the token goes into the httpOnly cookie, the profile into readable ones.
 * A wrong password answers 401 (the browser's client knows this 401 ends no session); a name locked for this
 * shopper's address answers 429 with the platform's message (how long to wait); anything else is a failure.
 */
export const POST = storeRoute({ body: signInBody, failure: NETWORK_MESSAGE }, async ({ body, host }) => {
  try {
    const granted = await requestToken(host, body.username, body.password, await clientAddress());
    if (!granted) return refuse(401, SIGN_IN_FAILED_MESSAGE);
    const profile = await loadProfile(host, granted.token);
    await startSession(granted.token, granted.expiresIn, profile);
    return ok(profile, LOGIN_SUCCESSFUL_MESSAGE);
  } catch (error) {
    if (error instanceof PlatformError && error.status === TOKEN_THROTTLED_STATUS) return refuse(TOKEN_THROTTLED_STATUS, error.message);
    console.error('Sign-in failed', error);
    return refuse(502, NETWORK_MESSAGE);
  }
});
