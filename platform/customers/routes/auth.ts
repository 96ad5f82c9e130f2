import type { Context, Hono } from 'hono';
import { customerForToken, revokeToken } from '../../shared/auth/tokens';
import { calls } from '../../contract/calls';
import {
  devMailboxAnswer,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordAnswer,
  forgotPasswordRequest,
  INVALID_GRANT_DESCRIPTION,
  insertCustomerAnswer,
  insertCustomerRequest,
  LOGGED_OUT_MESSAGE,
  logoutAnswer,
  passwordChangeAnswer,
  passwordChangeRequest,
  resetPasswordAnswer,
  resetPasswordRequest,
  throttledDescription,
  TOKEN_THROTTLED_STATUS,
  tokenAnswer,
  tokenError,
  tokenRequest,
  userProfileAnswer,
} from '../contract/auth';
import { UNAUTHORIZED_MESSAGE } from '../../shared/contract/common';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from '../../shared/contract/control-characters';
import { PASSWORD_RESET_UNAVAILABLE_MESSAGE } from '../../shops/contract/shop-settings';
import { devMailboxFor } from '../../shared/mail/dev-mailbox';
import type { PlatformContext } from '../../shared/platform-context';
import { changePassword, profileOf, registerCustomer, signIn } from '../customers';
import { requestPasswordReset, resetPassword } from '../password-reset';
import { Problem } from '../../shared/problem';
import { clientAddress } from '../../shared/http/client-address';
import { answer, bearer, readJson, type AppEnv } from '../../shared/http/context';
import { requestOrigin } from '../../shared/http/request-origin';

export function registerAuthRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const db = platform.db;

  app.post('/token', async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const refusal = tokenRequestProblem(form);
    if (refusal) return answer(c, tokenError, refusal, 400);
    const { username, password } = tokenRequest.parse(form);
    const ttl = platform.config.tokenTtlSeconds;
    const outcome = await signIn(
      db,
      c.get('reseller').id,
      username,
      password,
      clientAddress(c, platform.config.trustedProxies),
      ttl,
      platform.config.loginDelayMaxMs,
    );
    if ('token' in outcome) return answer(c, tokenAnswer, { access_token: outcome.token, token_type: 'bearer', expires_in: ttl });
    if (outcome.refused === 'credentials')
      return answer(c, tokenError, { error: 'invalid_grant', error_description: INVALID_GRANT_DESCRIPTION }, 400);
    c.header('Retry-After', String(outcome.retryAfterSeconds));
    const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
    return answer(c, tokenError, { error: 'invalid_grant', error_description: throttledDescription(minutes) }, TOKEN_THROTTLED_STATUS);
  });

  app.post(calls.logout.path, bearer(platform), async (c) => {
    await revokeToken(db, c.get('reseller').id, c.get('customer').id, c.get('token'));
    return answer(c, logoutAnswer, { status: 'true', message: LOGGED_OUT_MESSAGE });
  });

  app.post('/api/insert_customer', async (c) => {
    const request = await readJson(c, insertCustomerRequest);
    await registerCustomer(db, c.get('reseller').id, request);
    return answer(c, insertCustomerAnswer, { status: 'true', message: 'Registration successful!' });
  });

  app.post('/api/User_profile', bearer(platform), (c) =>
    answer(c, userProfileAnswer, { status: 'true', Message: 'Success', data: [profileOf(c.get('customer'))] }),
  );

  app.post('/api/CustomerPasswordChange', async (c) => {
    const request = await readJson(c, passwordChangeRequest);
    const customer = await customerForToken(db, c.get('reseller').id, request.userid);
    if (!customer) return unauthorized(c);
    await changePassword(db, customer, request.userid, request.old_password, request.new_password);
    return answer(c, passwordChangeAnswer, { status: 'true', message: 'Password updated successfully.' });
  });

  app.post('/api/Forgot_Password', async (c) => {
    const request = await readJson(c, forgotPasswordRequest);
    if (!platform.mailer) throw new Problem(400, PASSWORD_RESET_UNAVAILABLE_MESSAGE);
    await requestPasswordReset(platform, platform.mailer, c.get('reseller'), request.email, requestOrigin(c), request.language);
    return answer(c, forgotPasswordAnswer, { status: 'true', message: FORGOT_PASSWORD_MESSAGE });
  });

  app.post('/api/Reset_Password', async (c) => {
    const request = await readJson(c, resetPasswordRequest);
    await resetPassword(db, c.get('reseller').id, request.token, request.new_password);
    return answer(c, resetPasswordAnswer, {
      status: 'true',
      message: 'Your password has been reset. Please sign in with your new password.',
    });
  });

  app.get('/api/Dev_Mailbox', async (c) => {
    // Only a demo platform without SMTP has a mailbox; elsewhere the call does not exist.
    if (platform.mailer?.kind !== 'dev-mailbox') throw new Problem(404, `There is no call GET ${c.req.path}.`);
    return answer(c, devMailboxAnswer, { status: 'true', data: await devMailboxFor(db, c.get('reseller').id) });
  });
}

function unauthorized(c: Context) {
  return c.json({ Message: UNAUTHORIZED_MESSAGE }, 401);
}

/** /token refuses in OAuth's terms rather than with the platform's usual `{status:'false'}` body. */
function tokenRequestProblem(form: Record<string, string>) {
  const grant = form.grant_type;
  if (!grant) return { error: 'invalid_request' as const, error_description: 'The grant_type parameter is required.' };
  if (grant !== 'password') {
    return { error: 'unsupported_grant_type' as const, error_description: "The grant_type must be 'password'." };
  }
  const result = tokenRequest.safeParse(form);
  if (result.success) {
    // The control characters parseRequest refuses in every other call, refused here in OAuth's terms.
    const control = controlCharacterPath(result.data);
    return control
      ? { error: 'invalid_request' as const, error_description: `The ${control.join('.')} parameter is invalid: ${CONTROL_CHARACTER_MESSAGE}.` }
      : null;
  }
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? 'request');
  const missing = form[field] === undefined || form[field].trim() === '';
  return {
    error: 'invalid_request' as const,
    error_description: missing ? `The ${field} parameter is required.` : `The ${field} parameter is invalid: ${issue?.message ?? 'invalid value'}.`,
  };
}
