import { callPlatform } from '@/lib/platform/server/client';
import { shopOriginHeaders } from '@/lib/platform/server/request-host';
import { NETWORK_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { forgotPasswordBody } from '@/lib/validation/store-requests';
import { pageLanguage } from '@/lib/store/page-language';
import { FORGOT_PASSWORD_MESSAGE } from '@/platform/customers/contract/auth';

/**
 * Forgot password: the platform mails a single-use link (30 minutes) that leads back to this shop's origin, so the
 * shopper's own host, port and scheme go along, and the page's language (the mail is written in it, its link leads to
 * the page in it). The answer is the same for known and unknown emails.
 */
export const POST = storeRoute({ body: forgotPasswordBody, failure: NETWORK_MESSAGE }, async ({ body, host, request }) => {
  await callPlatform('forgotPassword', { host, body: { ...body, language: pageLanguage(request) }, headers: await shopOriginHeaders() });
  return ok(null, FORGOT_PASSWORD_MESSAGE);
});
