/**
 * Host names, the one place they are read and normalised: the storefront (the Host of a shopper's request, the
 * [site] segment) and the platform (the host a call is for, the hosts a shop is stored under) both use these.
 */

/** The key a shop is looked up by: lower case, without port. 'Shop2.Localhost:3000' → 'shop2.localhost', '[::1]:3000' → '[::1]'. */
export function normaliseHost(host: string): string {
  const name = host.trim().toLowerCase();
  if (name.startsWith('[')) return name.slice(0, name.indexOf(']') + 1);
  return name.split(':')[0] ?? '';
}

/**
 * The host a request is for, port included, as sent: the first X-Forwarded-Host entry (the storefront forwards the
 * shopper's host to the platform that way, and proxies do), else the Host header; undefined without either.
 */
export function requestHostHeader(headers: { get(name: string): string | null | undefined }): string | undefined {
  return headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host') || undefined;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host name as reseller_hosts keeps it: normalised as above, without a trailing dot, internationalised names in
 * their ASCII (punycode) form, which is what browsers send in the Host header. Null when it is not a host name
 * (a URL, a path, an address with a user, an IPv6 literal, a bad label).
 */
export function normaliseShopHost(raw: string): string | null {
  const text = raw.trim().toLowerCase();
  if (!text || /[/?#@\\\s]/.test(text) || text.startsWith('[') || text.replace(/:\d{0,5}$/, '').includes(':')) return null;
  let name = normaliseHost(text).replace(/\.$/, '');
  try {
    name = new URL(`http://${name}`).hostname;
  } catch {
    return null;
  }
  if (name.length > 253) return null;
  const labels = name.split('.');
  if (!labels.every((label) => LABEL.test(label))) return null;
  // The last label of a domain is never all digits, unless the whole name is an IPv4 address.
  const ipv4 = labels.length === 4 && labels.every((label) => /^\d{1,3}$/.test(label) && Number(label) <= 255);
  if (!ipv4 && /^\d+$/.test(labels.at(-1)!)) return null;
  return name;
}
