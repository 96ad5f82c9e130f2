import { z } from 'zod';
import { okAnswer } from '../../shared/contract/common';
import { accountPassword } from './shops';

/**
 * Extension: a console account's own password. Signed in, it is changed with the current one (the account's other
 * sessions end, this one stays). Signed out, "Forgot password?" mails a single-use link (RESET_LINK_MINUTES, the
 * shopper's) to /admin/reset on the shop's host, chosen through consolePasswordLink and consoleSetPassword like an
 * invitation's. Back-office passwords follow one rule everywhere (accountPassword: the invitation's, the CLI's).
 */

export const CONSOLE_WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';
export const CONSOLE_PASSWORD_CHANGED = 'Your password is changed. Your other console sessions are signed out.';
export const CONSOLE_PASSWORD_MISMATCH = 'New password and confirm password do not match.';
export const CONSOLE_FORGOT_PASSWORD_MESSAGE = 'If a console account exists for this email, a link to choose a new password has been sent to it.';
export const CONSOLE_RESET_DONE = 'Your password is changed. Please sign in with your new password.';
export const CONSOLE_RESET_UNAVAILABLE =
  'The platform cannot send mail (no mail server is set up). Ask the platform’s operator to set your password with npm run shop.';

export const consolePasswordChangeRequest = z.object({
  current_password: z.string('Enter your current password.').min(1, 'Enter your current password.').max(256, 'That password is too long.'),
  new_password: accountPassword,
});
export const consolePasswordChangeAnswer = okAnswer;

export const consoleForgotPasswordRequest = z.object({
  email: z.string('Enter your email.').trim().toLowerCase().min(1, 'Enter your email.').max(254, 'That email is too long.'),
});
export const consoleForgotPasswordAnswer = okAnswer;
