/** The spec's fixed share description (share metadata and the native share sheet). */
export const SHARE_TEXT = 'Checkout this awesome product!';

/**
 * Text the share image can draw with the font bundled in next/og (Geist): printable Latin-1 and Latin
 * Extended-A, the rupee sign and common punctuation. Anything else (emoji, Devanagari) would make the renderer
 * fetch a font from the internet, so it is dropped and the text tidied; an empty result falls back.
 */
const DRAWABLE = /[\u0020-\u007e\u00a0-\u017f\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u20b9]/u;

/** Devanagari, its extensions and the joiners its words use. */
const DEVANAGARI = /[\u0900-\u097f\ua8e0-\ua8ff\u1cd0-\u1cff\u200c\u200d]/u;

export function shareSafeText(text: string, fallback = ''): string {
  return keepDrawable(text, DRAWABLE, fallback);
}

/**
 * Text for share-image lettering shaped outside the renderer (lib/seo/server/share-lettering.ts, with a bundled Noto
 * Sans Devanagari): what shareSafeText keeps, and Devanagari too.
 */
export function shareLetteringText(text: string, fallback = ''): string {
  return keepDrawable(text, { test: (char: string) => DRAWABLE.test(char) || DEVANAGARI.test(char) }, fallback);
}

/** A line or lines of text drawn as a picture, for the share image to place as it places the photo. */
export interface Lettering {
  src: string;
  width: number;
  height: number;
}

export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097f\ua8e0-\ua8ff\u1cd0-\u1cff]/u.test(text);
}

function keepDrawable(text: string, drawable: { test(char: string): boolean }, fallback: string): string {
  const kept = Array.from(text.normalize('NFC'))
    .map((char) => (drawable.test(char) ? char : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/^[\s\-–—|:,.]+|[\s\-–—|:,]+$/g, '')
    .trim();
  return kept || fallback;
}
