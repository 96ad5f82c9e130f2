import { callPlatform } from '@/lib/platform/server/client';
import { REGISTRATION_FAILED_MESSAGE, REGISTRATION_SUCCESSFUL_MESSAGE } from '@/lib/store/messages';
import { ok, refuse, storeRoute } from '@/lib/store/server/route';
import { REGISTER_FIELDS } from '@/lib/validation/register-form';
import { registerBody } from '@/lib/validation/store-requests';
import { registrationProblem } from '@/platform/customers/contract/registration-rules';

/** Registration (insert_customer) under the spec's rules, checked here too so a bad form never reaches the platform. */
export const POST = storeRoute(
  { body: registerBody, fields: { rules: REGISTER_FIELDS }, failure: REGISTRATION_FAILED_MESSAGE },
  async ({ body, host }) => {
    const problem = registrationProblem(body);
    if (problem) return refuse(400, problem.message, problem.field);
    const answer = await callPlatform('insertCustomer', { host, body });
    return ok(null, answer.message || REGISTRATION_SUCCESSFUL_MESSAGE);
  },
);
