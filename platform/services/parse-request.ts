import type { z } from 'zod';
import { Problem } from '../problem';

const ZOD_GENERIC = /^(Invalid|Too (big|small)|Expected|Unrecognized|Required)\b/;

/**
 * Validates a request with its contract schema, for the HTTP routes and for every other caller (the shop command,
 * the console's actions). The first problem becomes a 400 naming its field.
 */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const message = issue?.message ?? 'Invalid request.';
  // The contract's own messages ('Mobile number must be exactly 10 digits') stand alone; zod's generic ones
  // ('Too big: …', 'is required') are prefixed with the field they concern.
  const standalone = /^[A-Z]/.test(message) && !ZOD_GENERIC.test(message);
  throw new Problem(400, standalone || !field ? message : `${field}: ${message}`, field);
}
