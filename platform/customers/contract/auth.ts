import { z } from 'zod';
import { okAnswer, statusTrue, text } from '../../shared/contract/common';
import { shopperLanguage } from '../../shared/contract/language';
import { CUSTOMER_LIMITS, EMAIL_MAX, PASSWORD_MAX_LENGTH, SIGN_IN_LIMITS } from '../../shared/contract/field-limits';

/** POST /token, form-encoded. */
export const tokenRequest = z.object({
  username: text(SIGN_IN_LIMITS.username).trim().min(1, 'is required'),
  password: text(SIGN_IN_LIMITS.password).min(1, 'is required'),
  grant_type: z.literal('password', { error: "must be 'password'" }),
});
export const tokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().positive(),
});
export const tokenError = z.object({
  error: z.enum(['invalid_grant', 'invalid_request', 'unsupported_grant_type']),
  error_description: z.string(),
});
export const INVALID_GRANT_DESCRIPTION = 'The user name or password is incorrect.';

/**
 * /token while the typed name is locked for this client (or, past the per-name backstop, for every client): HTTP 429
 * with a `tokenError` body (`invalid_grant`) and a Retry-After header, so a legacy client still reads an OAuth error.
 */
export const TOKEN_THROTTLED_STATUS = 429;
export function throttledDescription(minutes: number): string {
  return `Too many failed sign-in attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}

/** Extension: POST /api/Logout (bearer; no body). Revokes the token the call was made with; others stay valid. */
export const logoutAnswer = okAnswer;
export const LOGGED_OUT_MESSAGE = 'You are logged out.';

/** POST /api/insert_customer. The rules of registration-rules.ts apply on top of these shapes. */
export const insertCustomerRequest = z.object({
  firstname: text(CUSTOMER_LIMITS.firstname),
  lastname: text(CUSTOMER_LIMITS.lastname),
  email: text(CUSTOMER_LIMITS.email),
  mobileno: text(CUSTOMER_LIMITS.mobileno),
  password: text(CUSTOMER_LIMITS.password),
});
export const insertCustomerAnswer = okAnswer;

/** POST /api/User_profile (bearer; the JSON body is ignored). */
export const userProfileAnswer = z.object({
  status: statusTrue,
  Message: z.string(),
  data: z.array(z.object({ user_name: z.string(), emailid: z.string(), mobileno: z.string() })),
});

/** POST /api/CustomerPasswordChange: no bearer; the token travels as `userid`. */
export const passwordChangeRequest = z.object({
  userid: text(200).min(1, 'is required'),
  old_password: text(PASSWORD_MAX_LENGTH).min(1, 'is required'),
  new_password: text(PASSWORD_MAX_LENGTH).min(1, 'is required'),
});
export const passwordChangeAnswer = okAnswer;

/**
 * Extension: POST /api/Forgot_Password. The answer is the same whether or not the email is known. `language`
 * (extension): the language of the page the shopper asked on; the mail is written in it and its link leads there.
 */
export const forgotPasswordRequest = z.object({ email: text(EMAIL_MAX).trim().min(1, 'is required'), language: shopperLanguage.default('en') });
export const forgotPasswordAnswer = okAnswer;
export const RESET_LINK_MINUTES = 30;

/** Extension: POST /api/Reset_Password. */
export const resetPasswordRequest = z.object({
  token: text(200).min(1, 'is required'),
  new_password: text(PASSWORD_MAX_LENGTH).min(1, 'is required'),
});
export const resetPasswordAnswer = okAnswer;

/** Extension: GET /api/Dev_Mailbox, served only while no SMTP server is configured. */
export const devMailboxAnswer = z.object({
  status: statusTrue,
  data: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      created_at: z.string(),
    }),
  ),
});

export { DUPLICATE_EMAIL_MESSAGE, FORGOT_PASSWORD_MESSAGE, RESET_LINK_INVALID_MESSAGE, WRONG_OLD_PASSWORD_MESSAGE } from './customer-messages';
