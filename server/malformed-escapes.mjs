// A path whose %-escapes do not decode ('/product/%E0%A4', '/a%zz') makes Next.js answer a bare 500 "Internal
// Server Error" outside the shop: it fails to decode the route's parameters and has no error page to render for a
// 400. Such a path is passed on with its stray '%' written as '%25', so it reaches the shop as the text it is,
// names no product or page, and gets the shop's own 404 inside its header and footer. Valid escapes are untouched.

const RUN = /(?:%[0-9A-Fa-f]{2})+/g;
const STRAY = /%(?![0-9A-Fa-f]{2})/g;

function decodes(text) {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** The request target (path and query) with every escape that does not decode made a literal '%'. */
export function escapeMalformedPercents(url) {
  if (!url.includes('%') || decodes(url)) return url;
  return url.replace(STRAY, '%25').replace(RUN, (run) => (decodes(run) ? run : run.replace(/%/g, '%25')));
}
