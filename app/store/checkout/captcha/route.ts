import type { IssuedCaptcha } from '@/modules/checkout/captcha';
import { callPlatform } from '@/lib/platform/server/client';
import { CAPTCHA_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';

/** A new COD confirmation code from the platform (New_Captcha), for the checkout to show. */
export const POST = storeRoute({ session: 'required', failure: CAPTCHA_FAILED_MESSAGE }, async ({ shopper }) => {
  const answer = await callPlatform('newCaptcha', shopper);
  const issued = answer.data[0];
  if (!issued) throw new Error('New_Captcha answered no code');
  return ok<IssuedCaptcha>({ id: issued.captcha_id, code: issued.code });
});
