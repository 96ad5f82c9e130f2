import type { z } from 'zod';
import { Problem } from './problem';

const ZOD_GENERIC = /^(Invalid|Too (big|small)|Expected|Unrecognized|Required)\b/;

/**
 * Validates a request with its contract schema, for callers other than the HTTP routes (the shop command, the
 * console's actions). The first problem becomes a 400; the contract's own messages stand alone, zod's generic ones
 * are prefixed with the field they concern.
 */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const message = issue?.message ?? 'Invalid request.';
  throw new Problem(400, field && ZOD_GENERIC.test(message) ? `${field}: ${message}` : message, field);
}
