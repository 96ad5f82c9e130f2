import { loadProfile } from '@/lib/session/server/sign-in';
import { storeProfile } from '@/lib/session/server/server-session';
import { PROFILE_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';

/** The signed-in shopper's profile; refreshes the readable cookies, and ends a session the platform refuses. */
export const GET = storeRoute({ session: 'required', failure: PROFILE_FAILED_MESSAGE }, async ({ shopper }) => {
  const profile = await loadProfile(shopper.host, shopper.token);
  await storeProfile(profile);
  return ok(profile);
});
