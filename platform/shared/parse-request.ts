import type { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from './contract/control-characters';
import { Problem } from './problem';

const ZOD_GENERIC = /^(Invalid|Too (big|small)|Expected|Unrecognized|Required)\b/;

/**
 * Validates a request with its contract schema, for the HTTP routes and for every other caller (the shop command,
 * the console's actions). The first problem becomes a 400 naming its field. Every string the schema reads is then
 * checked for control characters (shared/contract/control-characters.ts) here, once, rather than field by field.
 */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = safeParse(schema, input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw requestProblem(issue?.path.join('.') || undefined, issue?.message ?? 'Invalid request.');
  }
  const control = controlCharacterPath(result.data);
  if (control)
    throw requestProblem(
      control.join('.') || undefined,
      control.length ? CONTROL_CHARACTER_MESSAGE : 'The request must not contain control characters.',
    );
  return result.data;
}

/**
 * zod's safeParse, which throws on some values JSON can carry: coercing `{"toString": 0}` to a number is a TypeError,
 * and coercing an array nested thousands deep overflows the stack. Such a value is no request.
 */
function safeParse<S extends z.ZodType>(schema: S, input: unknown): z.ZodSafeParseResult<z.output<S>> {
  try {
    return schema.safeParse(input);
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError) throw new Problem(400, 'The request is not in the shape this call takes.');
    throw error;
  }
}

function requestProblem(field: string | undefined, message: string): Problem {
  // The contract's own messages ('Mobile number must be exactly 10 digits') stand alone; zod's generic ones
  // ('Too big: …', 'is required') are prefixed with the field they concern.
  const standalone = /^[A-Z]/.test(message) && !ZOD_GENERIC.test(message);
  return new Problem(400, standalone || !field ? message : `${field}: ${message}`, field);
}
