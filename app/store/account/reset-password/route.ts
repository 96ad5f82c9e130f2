import { callPlatform } from '@/lib/platform/client';
import { NETWORK_MESSAGE } from '@/lib/store/messages';
import { ok, refuse, storeRoute } from '@/lib/store/route';
import { resetPasswordBody } from '@/lib/validation/store-requests';
import { passwordProblem } from '@/platform/contract/registration-rules';

/** Sets a new password through a reset link's token, under the registration rules. */
export const POST = storeRoute({ body: resetPasswordBody, failure: NETWORK_MESSAGE }, async ({ body, host }) => {
  const problem = passwordProblem(body.new_password);
  if (problem) return refuse(400, problem, 'new_password');
  const answer = await callPlatform('resetPassword', { host, body });
  return ok(null, answer.message);
});
