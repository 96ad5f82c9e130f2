import { callPlatform } from '@/lib/platform/client';
import { currentHost } from '@/lib/session/server-session';
import { ok, platformFailure, readBody, refuse } from '@/lib/session/store-handler';
import { resetPasswordBody } from '@/lib/validation/store-requests';
import { passwordProblem } from '@/platform/contract/registration-rules';

/** Sets a new password through a reset link's token, under the registration rules. */
export async function POST(request: Request) {
  const body = await readBody(request, resetPasswordBody);
  if ('response' in body) return body.response;
  const problem = passwordProblem(body.data.new_password);
  if (problem) return refuse(400, problem, 'new_password');
  try {
    const answer = await callPlatform('resetPassword', { host: await currentHost(), body: body.data });
    return ok(null, answer.message);
  } catch (error) {
    return platformFailure(error, 'An error occurred. Please try again later.');
  }
}
