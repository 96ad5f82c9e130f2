import { callPlatform } from '@/lib/platform/client';
import { requestOrigin } from '@/lib/session/server-session';
import { NETWORK_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/route';
import { forgotPasswordBody } from '@/lib/validation/store-requests';
import { FORGOT_PASSWORD_MESSAGE } from '@/platform/contract/auth';

/**
 * Forgot password: the platform mails a single-use link (30 minutes) that leads back to this shop's origin, so the
 * shopper's own host, port and scheme go along. The answer is the same for known and unknown emails.
 */
export const POST = storeRoute({ body: forgotPasswordBody, failure: NETWORK_MESSAGE }, async ({ body, host }) => {
  const origin = await requestOrigin();
  await callPlatform('forgotPassword', { host, body, headers: { 'x-forwarded-host': origin.host, 'x-forwarded-proto': origin.proto } });
  return ok(null, FORGOT_PASSWORD_MESSAGE);
});
