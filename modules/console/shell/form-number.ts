/**
 * A number field of a console form for the platform: empty is absent, whole digits (₹ sign and Indian commas allowed)
 * a number; anything else goes as typed, so the platform refuses it with its own message beside the field.
 */
export function wholeOrText(text: string): number | string | undefined {
  const trimmed = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  if (trimmed === '') return undefined;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : text;
}
