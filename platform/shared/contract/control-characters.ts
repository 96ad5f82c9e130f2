/**
 * Control characters: C0 other than tab, line feed and carriage return, and DEL. No one types them, and PostgreSQL
 * refuses U+0000 in text outright, so the platform refuses every string of a request that holds one, in one place
 * (shared/parse-request.ts), with this message after the field's name.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/** Whether a text holds a control character. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The path of the first string in `value` (through arrays and plain objects) holding a control character, else null.
 * Walked with a list rather than recursion, so a body nested thousands deep cannot overflow the stack.
 */
export function controlCharacterPath(value: unknown): (string | number)[] | null {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      if (hasControlCharacter(item)) return path;
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) pending.push({ value: item[index], path: [...path, index] });
    } else if (item !== null && typeof item === 'object' && Object.getPrototypeOf(item) === Object.prototype) {
      for (const [key, field] of Object.entries(item).reverse()) pending.push({ value: field, path: [...path, key] });
    }
  }
  return null;
}
