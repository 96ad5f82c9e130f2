import { z } from 'zod';

/** The legacy API's success flag is the string 'true', failure the string 'false'. */
export const statusTrue = z.literal('true');
export const statusFalse = z.literal('false');

/** Every refusal the platform sends: a 400/404/409/413 body. `field` names the offending field when there is one. */
export const errorAnswer = z.object({
  status: statusFalse,
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** A protected call without a valid bearer token answers 401 with exactly this body. */
export const UNAUTHORIZED_MESSAGE = 'Authorization has been denied for this request.';
export const unauthorizedAnswer = z.object({ Message: z.literal(UNAUTHORIZED_MESSAGE) });

/** Plain confirmation used by save/delete calls whose shape the spec leaves open. */
export const okAnswer = z.object({ status: statusTrue, message: z.string() });

/** Bounded text: every string on the wire has a ceiling so a megabyte payload is a 400 naming the field. */
export const text = (max: number) => z.string().max(max);
export const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max);

/** Ids arrive as numbers from the legacy clients, sometimes as numeric strings; both are accepted. */
export const id = z.coerce.number().int().positive().max(2_147_483_647);

/** Whole rupees on the wire. */
export const rupees = z.number().int().nonnegative();

/** Header carrying the idempotency key of an order placement. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
