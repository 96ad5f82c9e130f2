import { z } from 'zod';
import { okAnswer } from '../../shared/contract/common';

/**
 * Extension: the reseller console's sign-in (/admin on each shop's host). A console session is its own token,
 * never a shopper's, bound to the shop of the host it was opened on.
 */

export const CONSOLE_SIGN_IN_REQUIRED = 'Please sign in to the console.';
export const CONSOLE_OTHER_SHOP = 'This console session belongs to another shop. Please sign in here.';
export const CONSOLE_BAD_CREDENTIALS = 'The email or password is incorrect.';
export const CONSOLE_SIGNED_OUT = 'You are signed out of the console.';
export const CONSOLE_OPERATORS_ONLY = 'Only the platform’s operators can do this.';

export const CONSOLE_ROLES = ['owner', 'admin', 'operator'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export const consoleSignInRequest = z.object({
  email: z.string('Enter your email.').trim().toLowerCase().min(1, 'Enter your email.').max(254, 'That email is too long.'),
  password: z.string('Enter your password.').min(1, 'Enter your password.').max(256, 'That password is too long.'),
});

export const consoleAdmin = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(CONSOLE_ROLES),
  shopName: z.string(),
});
export type ConsoleAdmin = z.infer<typeof consoleAdmin>;

export const consoleSignInAnswer = z.object({
  status: z.literal('true'),
  token: z.string(),
  expiresIn: z.number().int().positive(),
  admin: consoleAdmin,
});

export const consoleMeAnswer = z.object({ status: z.literal('true'), admin: consoleAdmin });
export const consoleSignOutAnswer = okAnswer;
