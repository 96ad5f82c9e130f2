import type { z } from 'zod';
import type { passwordChangeRequest, resetPasswordRequest } from '@/platform/customers/contract/auth';

/** A password change in password_change's names; the platform names the shopper by the token as `userid`. */
export function passwordChangeToWire(token: string, change: { oldPassword: string; newPassword: string }): z.input<typeof passwordChangeRequest> {
  return { userid: token, old_password: change.oldPassword, new_password: change.newPassword };
}

/** A new password through a reset link, in reset_password's names. */
export function passwordResetToWire(reset: { token: string; newPassword: string }): z.input<typeof resetPasswordRequest> {
  return { token: reset.token, new_password: reset.newPassword };
}
