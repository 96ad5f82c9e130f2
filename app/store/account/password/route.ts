import { callPlatform } from '@/lib/platform/server/client';
import { passwordChangeToWire } from '@/lib/platform/transforms/account';
import { PASSWORD_CHANGE_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { PASSWORD_CHANGE_FIELDS, PASSWORD_CHANGE_WIRE_NAMES } from '@/lib/validation/password-change';
import { passwordChangeBody } from '@/lib/validation/store-requests';

/** Password change: the platform's call takes the token as `userid`; it comes from the cookie, never the browser. */
export const POST = storeRoute(
  {
    body: passwordChangeBody,
    fields: { rules: PASSWORD_CHANGE_FIELDS, wireNames: PASSWORD_CHANGE_WIRE_NAMES },
    session: 'required',
    failure: PASSWORD_CHANGE_FAILED_MESSAGE,
  },
  async ({ body, shopper }) => {
    const answer = await callPlatform('passwordChange', { host: shopper.host, body: passwordChangeToWire(shopper.token, body) });
    return ok(null, answer.message);
  },
);
