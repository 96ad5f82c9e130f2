/**
 * Turns a refusal (the platform's or a /store handler's `{status:'false', message, field}`) into words a shopper
 * understands, placed on the form field it concerns. A validator's text ('firstname: Too big: expected string to have
 * <=50 characters') never reaches the page: it becomes that field's own message.
 */

export interface FieldRule {
  /** The field's visible label, as messages name it. */
  label: string;
  /** The platform's limit (the input's maxLength). */
  max?: number;
  /** When the field is empty. Default: '{label} is required.' */
  required?: string;
  /** When the value is refused for any other reason. Default: 'Please enter a valid {label}.' */
  invalid?: string;
}

export type FieldRules<F extends string> = Record<F, FieldRule>;

export interface Refusal {
  status: number;
  message: string;
  field?: string;
}

export type PlacedMessage<F extends string> = { field: F; message: string } | { field: null; message: string };

export function tooLongMessage(label: string, max: number): string {
  return `${label} must not exceed ${max} characters.`;
}

export function requiredMessage(rule: FieldRule): string {
  return rule.required ?? `${rule.label} is required.`;
}

export function invalidMessage(rule: FieldRule): string {
  return rule.invalid ?? `Please enter a valid ${rule.label.toLowerCase()}.`;
}

const VALIDATOR_WORDS = /^(Invalid|Too (big|small)|Expected|Unrecognized|Required|is required)\b/i;

/**
 * Whether a message is a sentence written for people ('Mobile number must be exactly 10 digits', 'Old password is
 * incorrect.') rather than a validator's report, which the platform prefixes with the field ('name: Too big: …').
 */
export function isHumanMessage(message: string): boolean {
  if (/^[\w.[\]]+:\s/.test(message)) return false;
  return /^[A-Z]/.test(message) && !VALIDATOR_WORDS.test(message);
}

function validatorMessageFor(rule: FieldRule, message: string): string {
  if (/too big|too long|<=|at most|exceed/i.test(message)) return rule.max ? tooLongMessage(rule.label, rule.max) : invalidMessage(rule);
  if (/required|too small|empty|>=\s*1\b/i.test(message)) return requiredMessage(rule);
  return invalidMessage(rule);
}

export interface PlaceOptions<F extends string> {
  /** The refusal's field names where they differ from the form's (address1 → address). */
  wireNames?: Partial<Record<string, F>>;
  /** For a refusal that names no field of the form and has no human message. */
  fallback: string;
  /** For a network failure or a server error. Default: the fallback. */
  unavailable?: string;
}

/** Where a refusal's message goes (a field of the form, or the form as a whole) and what it says. */
export function placeRefusal<F extends string>(refusal: Refusal, rules: FieldRules<F>, options: PlaceOptions<F>): PlacedMessage<F> {
  if (refusal.status === 0 || refusal.status >= 500) return { field: null, message: options.unavailable ?? options.fallback };
  const wire = refusal.field ?? '';
  const field = options.wireNames?.[wire] ?? (Object.hasOwn(rules, wire) ? (wire as F) : undefined);
  const human = isHumanMessage(refusal.message);
  if (!field) return { field: null, message: human ? refusal.message : options.fallback };
  return { field, message: human ? refusal.message : validatorMessageFor(rules[field], refusal.message) };
}
