import { callPlatform } from '@/lib/platform/client';
import { ok, platformFailure, readBody, shopperSession, signedOut } from '@/lib/session/store-handler';
import { passwordChangeBody } from '@/lib/validation/store-requests';

/** Password change: the platform's call takes the token as `userid`; it comes from the cookie, never the browser. */
export async function POST(request: Request) {
  const body = await readBody(request, passwordChangeBody);
  if ('response' in body) return body.response;
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const answer = await callPlatform('passwordChange', {
      host: session.host,
      body: { userid: session.token, old_password: body.data.old_password, new_password: body.data.new_password },
    });
    return ok(null, answer.message);
  } catch (error) {
    return platformFailure(error, 'Failed to update password.');
  }
}
