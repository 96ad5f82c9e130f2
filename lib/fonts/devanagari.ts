import localFont from 'next/font/local';

/**
 * Noto Sans Devanagari from npm (@fontsource/noto-sans-devanagari, OFL), for Devanagari text the shop shows (a product
 * or shop name in Hindi) on devices without a Devanagari font. Its unicode-range is Devanagari alone (not the rupee
 * sign the file also carries), so a page downloads it only when it has Devanagari on it; it is not preloaded.
 */
export const devanagari = localFont({
  src: [
    { path: '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2', weight: '400' },
    { path: '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2', weight: '700' },
  ],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  variable: '--font-devanagari',
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF' }],
});
