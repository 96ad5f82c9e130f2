/** What a token cookie may hold: visible ASCII only (an Authorization header carries nothing else), at most 200 characters. */
const TOKEN = /^[\x21-\x7e]{1,200}$/;

/** The token a session cookie carries, or null when its value cannot be one (a garbage cookie is no session). */
export function cookieToken(value: string | undefined): string | null {
  return value !== undefined && TOKEN.test(value) ? value : null;
}
