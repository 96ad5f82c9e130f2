import { loadProfile } from '@/lib/session/sign-in';
import { storeProfile } from '@/lib/session/server-session';
import { ok, platformFailure, shopperSession, signedOut } from '@/lib/session/store-handler';

/** The signed-in shopper's profile; refreshes the readable cookies, and ends a session the platform refuses. */
export async function GET() {
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const profile = await loadProfile(session.host, session.token);
    await storeProfile(profile);
    return ok(profile);
  } catch (error) {
    return platformFailure(error, 'Failed to fetch user data.');
  }
}
