import { endSession } from '@/lib/session/server-session';
import { ok } from '@/lib/session/store-handler';

/** Sign Out: the token and profile cookies go; the shell then sends the shopper to /login. */
export async function POST() {
  await endSession();
  return ok(null, 'Signed out.');
}
