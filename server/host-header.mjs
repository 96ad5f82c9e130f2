// RFC 9112 §3.2: a request whose Host is not a host (and port) is answered 400. Next.js would take it as the shop's
// name ('[x]:3000', 'localhost:99999' pass its rewrite's pattern) and fail building URLs from it with a bare 500.

const NOT_IN_A_HOST = /[/?#@\\\s%]/;

/** Whether a Host header names a host, with an optional port: what a URL's authority can be without user or path. */
export function isValidHostHeader(host) {
  if (host === undefined) return true; // HTTP/1.0 without Host: Next.js falls back to its own
  if (!host || NOT_IN_A_HOST.test(host)) return false;
  try {
    return new URL(`http://${host}`).host !== '';
  } catch {
    return false;
  }
}

export const INVALID_HOST_MESSAGE = 'Bad Request: the Host header is not a host name.';
