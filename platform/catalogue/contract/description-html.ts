import DOMPurify from 'isomorphic-dompurify';

/**
 * What a product description may keep: text structure (headings, lists, tables, emphasis) and plain links.
 * Scripts, event handlers, styles, forms, images and frames go: descriptions come from suppliers, and a
 * description image could be a tracking pixel or a broken request (the gallery shows the product's photos).
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'scope'];
/** http(s), mail and phone links, and links within the site; everything else (javascript:, data:) is dropped. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

function hardenLinks(node: Element): void {
  if (node.tagName === 'A') {
    if (!node.getAttribute('href')) node.removeAttribute('href');
    node.setAttribute('rel', 'nofollow noopener');
  }
}

/**
 * Sanitises a description for rendering with dangerouslySetInnerHTML. Headings are demoted to h3 so a
 * description never breaks the page's outline (the page has the h1, its sections the h2s).
 */
export function sanitizeDescription(html: string): string {
  DOMPurify.addHook('afterSanitizeAttributes', hardenLinks);
  try {
    const clean = DOMPurify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP: SAFE_URL,
      ADD_ATTR: ['rel'],
    });
    return clean.replace(/<(\/?)h[12](?=[\s>])/gi, '<$1h3').trim();
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', hardenLinks);
  }
}
