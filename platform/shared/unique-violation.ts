/**
 * True when a database error (or one it wraps, as Drizzle does) is a unique violation, of the named constraint
 * when one is given. node-postgres and PGlite both report SQLSTATE 23505 and the constraint's name.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code !== '23505') continue;
    if (!constraint) return true;
    if (candidate.constraint === constraint) return true;
    if (typeof candidate.message === 'string' && candidate.message.includes(`"${constraint}"`)) return true;
  }
  return false;
}
