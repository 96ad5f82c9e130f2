import { PlatformError } from '@/lib/platform/server/client';
import { revokeSessionToken } from '@/lib/session/server/sign-in';
import { endSession, sessionToken } from '@/lib/session/server/server-session';
import { NETWORK_MESSAGE, SIGNED_OUT_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';

/**
 * Sign Out: the platform revokes the token (so it answers 401 to any client from now on), then the token and
 * profile cookies go, whatever the platform answered: a platform that cannot be reached must not keep the shopper
 * signed in here. The shell then sends the shopper to /login.
 */
export const POST = storeRoute({ failure: NETWORK_MESSAGE }, async ({ host }) => {
  const token = await sessionToken();
  if (token) {
    try {
      await revokeSessionToken(host, token);
    } catch (error) {
      // A 401: the token was already dead. Anything else leaves it to expire on its own, which is worth a log line.
      if (!(error instanceof PlatformError && error.status === 401)) console.error('Revoking the token at sign-out failed', error);
    }
  }
  await endSession();
  return ok(null, SIGNED_OUT_MESSAGE);
});
