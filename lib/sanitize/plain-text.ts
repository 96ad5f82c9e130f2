import DOMPurify from 'isomorphic-dompurify';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * The readable text of rich HTML, for meta descriptions and JSON-LD: tags (and script/style contents) removed,
 * block boundaries kept as spaces, entities decoded, whitespace collapsed, cut at `maxLength` on a word.
 */
export function htmlToPlainText(html: string, maxLength = 5000): string {
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|tr|td|th|dt|dd|blockquote|pre)\s*>|<br\s*\/?>/gi, '$& ');
  const text = DOMPurify.sanitize(spaced, { ALLOWED_TAGS: [], KEEP_CONTENT: true })
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
