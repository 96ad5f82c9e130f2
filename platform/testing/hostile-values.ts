import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values for fuzzing the platform's calls (runtime/fuzz.test.ts): plausible ones that pass a field's own checks, hostile
 * ones (control characters, broken escapes, huge or boundary lengths, numbers past every column), and values of the
 * wrong type, shaped by the contract's zod schemas so that requests get past the first check as often as not.
 */

/** Texts that have broken parsers, queries or renderers somewhere. */
const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\t\r\n',
  '%',
  '%zz',
  '%E0%A4',
  '%00',
  '\uD800',
  '\uFFFE',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '१२३४५६',
  '9'.repeat(40),
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  '__proto__',
  'constructor',
  '🙂🙂',
];

/** Values a real request carries: demo accounts, an address, sizes, dates, numbers of demo rows. */
const PLAUSIBLE_TEXTS = [
  'priya@example.com',
  'Priya@2024',
  'owner@example.com',
  '9876501234',
  '560001',
  'Karnataka',
  'India',
  'Bengaluru',
  'Priya Sharma',
  'M',
  'XL',
  'Free Size',
  'shirt',
  'holi-t-shirt',
  '2026-01-15',
  'cod',
  'online',
  'Shipped',
  '1',
  '12',
];

const controlCharacter = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f');

/** A plausible text with a control character put somewhere in it. */
const withControlCharacter = fc
  .tuple(fc.constantFrom(...PLAUSIBLE_TEXTS), controlCharacter, fc.nat())
  .map(([text, control, at]) => text.slice(0, at % (text.length + 1)) + control + text.slice(at % (text.length + 1)));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 3, arbitrary: withControlCharacter },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 70_000 }).map((n) => 'x'.repeat(n)) },
);

export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...PLAUSIBLE_TEXTS) },
  { weight: 3, arbitrary: hostileText },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -3, max: 250 }),
  fc.constantFrom(-1, 0, 0.5, -0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308, -1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of some other type than a field expects. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileText,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.integer(), hostileText), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'toString', 'a'), fc.oneof(fc.integer(), hostileText), { maxKeys: 2 }),
);

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Strings of exactly a check's length limits and one past them. */
function lengthEdges(def: Def): fc.Arbitrary<string>[] {
  const checks = (def.checks as { _zod: { def: { check: string; maximum?: number; minimum?: number } } }[] | undefined) ?? [];
  const edges: number[] = [];
  for (const { _zod } of checks) {
    if (_zod.def.check === 'max_length' && _zod.def.maximum !== undefined) edges.push(_zod.def.maximum, _zod.def.maximum + 1);
    if (_zod.def.check === 'min_length' && _zod.def.minimum) edges.push(_zod.def.minimum - 1);
  }
  return edges.length ? [fc.constantFrom(...edges).map((n) => '9'.repeat(n))] : [];
}

/** What a field of this name holds in a real request: enough for a request to pass its checks and reach the database. */
const PLAUSIBLE_BY_NAME: [RegExp, string[]][] = [
  [/e?mail/i, ['priya@example.com', 'owner@example.com', 'new.person@example.com']],
  [/mobile|phone/i, ['9876501234', '9812345670']],
  [/pin|zip/i, ['560001', '110001']],
  [/^state$/i, ['Karnataka', 'Delhi']],
  [/country/i, ['India']],
  [/password/i, ['Priya@2024', 'Owner@2024', 'Newpass@2024']],
  [/size/i, ['M', 'L', 'XL', 'Free Size']],
  [/date|from|to$/i, ['2026-01-15', '2025-12-31']],
  [/asin|slug|search|^q$/i, ['holi-t-shirt', 'shirt', 'saree']],
  [/host/i, ['shop3.example.com', 'localhost']],
];

/** A field the checks would take, as far as its name and type tell. */
function plausible(def: Def, name: string, depth: number): fc.Arbitrary<unknown> {
  switch (def.type) {
    case 'string': {
      const known = PLAUSIBLE_BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
      return fc.constantFrom(...(known ?? ['Priya Sharma', 'Lotus Towers, MG Road', 'Bengaluru', '1']));
    }
    case 'number':
      return fc.integer({ min: 1, max: 12 });
    case 'boolean':
      return fc.boolean();
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => plausible(defOf(option), name, depth + 1)));
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((item) => plausible(defOf(item), name, depth + 1)));
    case 'literal':
    case 'enum':
    case 'record':
    case 'lazy':
      return ownShape(def, depth, name);
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return fc.record(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, plausible(defOf(field), key, depth + 1)])));
    }
    case 'array':
      return fc.array(plausible(defOf(def.element), name, depth + 1), { minLength: 1, maxLength: 3 });
    case 'pipe':
      return plausible(defOf(def.in), name, depth);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return plausible(defOf(def.innerType), name, depth);
    default:
      return fc.constant(1);
  }
}

/**
 * A value shaped like `schema` would take: either a plausible request with one field made hostile or of the wrong
 * type (so the hostile value reaches the service behind the checks it passes), or hostile all through.
 */
export function shapedLike(schema: z.ZodType, depth = 0, name = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const own = ownShape(def, depth, name);
  const hostile = depth > 6 ? own : fc.oneof({ weight: 5, arbitrary: own }, { weight: 1, arbitrary: wrongType });
  if (depth > 0) return hostile;
  if (def.type !== 'object') return fc.oneof({ weight: 1, arbitrary: plausible(def, name, depth) }, { weight: 2, arbitrary: hostile });
  const shape = def.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const oneHostileField = fc
    .tuple(plausible(def, name, depth), fc.constantFrom(...(keys.length ? keys : [''])), fc.boolean())
    .chain(([value, key, drop]) =>
      !key
        ? fc.constant(value)
        : fc.oneof({ weight: 1, arbitrary: withControlCharacter }, { weight: 2, arbitrary: shapedLike(shape[key]!, depth + 1, key) }).map((field) => {
            const mixed = { ...(value as Record<string, unknown>) };
            if (drop) delete mixed[key];
            else mixed[key] = field;
            return mixed;
          }),
    );
  return fc.oneof(
    { weight: 2, arbitrary: plausible(def, name, depth) },
    { weight: 4, arbitrary: oneHostileField },
    { weight: 3, arbitrary: hostile },
  );
}

function ownShape(def: Def, depth: number, name = ''): fc.Arbitrary<unknown> {
  const inner = (key: string) => shapedLike(def[key] as z.ZodType, depth + 1, name);
  switch (def.type) {
    case 'string':
      return fc.oneof(anyText, plausible(def, name, depth), ...lengthEdges(def));
    case 'number':
      return def.coerce ? fc.oneof(hostileNumber, hostileNumber.map(String), hostileText) : hostileNumber;
    case 'boolean':
      return def.coerce ? fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 'on', '1')) : fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, shapedLike(field, depth + 1, key)]));
      return fc.record(fields, { requiredKeys: Object.keys(shape).filter((_, index) => index % 4 !== 3) });
    }
    case 'array':
      return fc.array(inner('element'), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((item) => shapedLike(item, depth + 1, name)));
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => shapedLike(option, depth + 1, name)));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
    case 'pipe':
      return inner('in');
    case 'record':
      return fc.dictionary(anyText, inner('valueType'), { maxKeys: 3 });
    case 'lazy':
      return depth > 6 ? wrongType : shapedLike((def.getter as () => z.ZodType)(), depth + 1, name);
    default:
      return wrongType;
  }
}
