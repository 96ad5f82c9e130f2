/** A route's [slug] as the platform knows it; a malformed escape is left as it came. */
export function routeSlug(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
