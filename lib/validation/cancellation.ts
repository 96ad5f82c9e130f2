import { cancelOrderRequest } from '@/platform/orders/contract/orders';

/** The cancellation form's two fields under the platform's own rules (Cancel_Order_Item), in its words. */
const form = cancelOrderRequest.pick({ reason: true, comment: true });

/** Each field's problem: a reason from the list, and a comment of at least 10 characters, spaces aside. */
export function cancellationErrors(reason: string, comment: string): { reason?: string; comment?: string } {
  const parsed = form.safeParse({ reason, comment });
  const errors: { reason?: string; comment?: string } = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'reason' || field === 'comment') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The form's first problem, or null when CANCEL may be pressed. */
export function cancellationProblem(reason: string, comment: string): string | null {
  const errors = cancellationErrors(reason, comment);
  return errors.reason ?? errors.comment ?? null;
}

const empty = cancellationErrors('', '');
export const REASON_REQUIRED_MESSAGE = empty.reason!;
export const COMMENT_TOO_SHORT_MESSAGE = empty.comment!;
