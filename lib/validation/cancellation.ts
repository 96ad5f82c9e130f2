import { CANCELLATION_COMMENT_MIN, CANCELLATION_REASONS } from '@/platform/contract/orders';

export const REASON_REQUIRED_MESSAGE = 'Please select a reason for cancellation.';
export const COMMENT_TOO_SHORT_MESSAGE = 'Please enter at least 10 characters in the comments.';

/** The cancellation form's first problem, or null when CANCEL may be pressed. */
export function cancellationProblem(reason: string, comment: string): string | null {
  if (!(CANCELLATION_REASONS as readonly string[]).includes(reason)) return REASON_REQUIRED_MESSAGE;
  if (comment.trim().length < CANCELLATION_COMMENT_MIN) return COMMENT_TOO_SHORT_MESSAGE;
  return null;
}
