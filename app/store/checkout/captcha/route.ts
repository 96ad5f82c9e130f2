import type { IssuedCaptcha } from '@/lib/checkout/captcha';
import { callPlatform } from '@/lib/platform/client';
import { ok, platformFailure, shopperSession, signedOut } from '@/lib/session/store-handler';

/** A new COD confirmation code from the platform (New_Captcha), for the checkout to show. */
export async function POST() {
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const answer = await callPlatform('newCaptcha', { host: session.host, token: session.token });
    const issued = answer.data[0];
    if (!issued) return platformFailure(new Error('New_Captcha answered no code'), NO_CODE_MESSAGE);
    return ok<IssuedCaptcha>({ id: issued.captcha_id, code: issued.code });
  } catch (error) {
    return platformFailure(error, NO_CODE_MESSAGE);
  }
}

const NO_CODE_MESSAGE = 'The confirmation code could not be loaded. Please try again.';
