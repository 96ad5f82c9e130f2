import type { z } from 'zod';
import { placeRefusal, type FieldRules } from './field-refusal';
import type { FormErrors } from './form-errors';

/**
 * A form's problems as the contract's schema finds them, before anything is sent: each field's first issue, placed
 * and worded exactly as the same refusal from the server would be (lib/validation/field-refusal). The form repeats
 * none of the schema's rules. Lengths are left to the inputs (their maxLength is the schema's limit) and, for a
 * value that got past one, to the server's refusal, which the form places the same way.
 */
export function schemaErrors<F extends string>(
  schema: z.ZodType,
  wire: unknown,
  rules: FieldRules<F>,
  wireNames: Partial<Record<string, F>> = {},
): FormErrors<F> {
  const errors: FormErrors<F> = {};
  const parsed = schema.safeParse(wire);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    if (issue.code === 'too_big') continue;
    const placed = placeRefusal({ status: 400, message: issue.message, field: String(issue.path[0] ?? '') }, rules, { wireNames, fallback: '' });
    if (placed.field && !errors[placed.field]) errors[placed.field] = placed.message;
  }
  return errors;
}
