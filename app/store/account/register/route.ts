import { callPlatform } from '@/lib/platform/client';
import { currentHost } from '@/lib/session/server-session';
import { ok, platformFailure, readBody, refuse } from '@/lib/session/store-handler';
import { registerBody } from '@/lib/validation/store-requests';
import { registrationProblem } from '@/platform/contract/registration-rules';

const FAILED_MESSAGE = 'Registration failed. Please try again.';

/** Registration (insert_customer) under the spec's rules, checked here too so a bad form never reaches the platform. */
export async function POST(request: Request) {
  const body = await readBody(request, registerBody);
  if ('response' in body) return body.response;
  const problem = registrationProblem(body.data);
  if (problem) return refuse(400, problem.message, problem.field);
  try {
    const answer = await callPlatform('insertCustomer', { host: await currentHost(), body: body.data });
    return ok(null, answer.message || 'Registration successful!');
  } catch (error) {
    return platformFailure(error, FAILED_MESSAGE);
  }
}
