import { callPlatform } from '@/lib/platform/server/client';
import { passwordResetToWire } from '@/lib/platform/transforms/account';
import { NETWORK_MESSAGE } from '@/lib/store/messages';
import { ok, refuse, storeRoute } from '@/lib/store/server/route';
import { RESET_PASSWORD_FIELDS, RESET_PASSWORD_WIRE_NAMES } from '@/lib/validation/password-change';
import { resetPasswordBody } from '@/lib/validation/store-requests';
import { passwordProblem } from '@/platform/customers/contract/registration-rules';

/** Sets a new password through a reset link's token, under the registration rules. */
export const POST = storeRoute(
  { body: resetPasswordBody, fields: { rules: RESET_PASSWORD_FIELDS, wireNames: RESET_PASSWORD_WIRE_NAMES }, failure: NETWORK_MESSAGE },
  async ({ body, host }) => {
    const problem = passwordProblem(body.newPassword);
    if (problem) return refuse(400, problem, 'newPassword');
    const answer = await callPlatform('resetPassword', { host, body: passwordResetToWire(body) });
    return ok(null, answer.message);
  },
);
