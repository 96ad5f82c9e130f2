import { loadProfile, requestToken, SIGN_IN_FAILED_MESSAGE } from '@/lib/session/sign-in';
import { currentHost, startSession } from '@/lib/session/server-session';
import { ok, readBody, refuse } from '@/lib/session/store-handler';
import { signInBody } from '@/lib/validation/store-requests';

const NETWORK_MESSAGE = 'An error occurred. Please try again later.';

/** Sign-in: /token, then User_profile; the token goes into the httpOnly cookie, the profile into readable ones. */
export async function POST(request: Request) {
  const body = await readBody(request, signInBody);
  if ('response' in body) return body.response;
  const host = await currentHost();
  try {
    const granted = await requestToken(host, body.data.username, body.data.password);
    if (!granted) return refuse(401, SIGN_IN_FAILED_MESSAGE);
    const profile = await loadProfile(host, granted.token);
    await startSession(granted.token, granted.expiresIn, profile);
    return ok(profile, 'Login Successful');
  } catch (error) {
    console.error('Sign-in failed', error);
    return refuse(502, NETWORK_MESSAGE);
  }
}
