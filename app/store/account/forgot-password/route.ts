import { callPlatform } from '@/lib/platform/client';
import { currentHost, requestOrigin } from '@/lib/session/server-session';
import { ok, platformFailure, readBody } from '@/lib/session/store-handler';
import { forgotPasswordBody } from '@/lib/validation/store-requests';
import { FORGOT_PASSWORD_MESSAGE } from '@/platform/contract/auth';

/**
 * Forgot password: the platform mails a single-use link (30 minutes) that leads back to this shop's origin, so the
 * shopper's own host, port and scheme go along. The answer is the same for known and unknown emails.
 */
export async function POST(request: Request) {
  const body = await readBody(request, forgotPasswordBody);
  if ('response' in body) return body.response;
  const origin = await requestOrigin();
  try {
    await callPlatform('forgotPassword', {
      host: await currentHost(),
      body: body.data,
      headers: { 'x-forwarded-host': origin.host, 'x-forwarded-proto': origin.proto },
    });
    return ok(null, FORGOT_PASSWORD_MESSAGE);
  } catch (error) {
    return platformFailure(error, 'An error occurred. Please try again later.');
  }
}
