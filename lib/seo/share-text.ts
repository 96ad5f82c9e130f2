/** The spec's fixed share description (share metadata and the native share sheet). */
export const SHARE_TEXT = 'Checkout this awesome product!';

/**
 * Text the share image can draw with the font bundled in next/og (Geist): printable Latin-1 and Latin
 * Extended-A, the rupee sign and common punctuation. Anything else (emoji, Devanagari) would make the renderer
 * fetch a font from the internet, so it is dropped and the text tidied; an empty result falls back.
 */
const DRAWABLE = /[\u0020-\u007e\u00a0-\u017f\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u20b9]/u;

export function shareSafeText(text: string, fallback = ''): string {
  const kept = Array.from(text.normalize('NFC'))
    .map((char) => (DRAWABLE.test(char) ? char : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/^[\s\-–—|:,.]+|[\s\-–—|:,]+$/g, '')
    .trim();
  return kept || fallback;
}
