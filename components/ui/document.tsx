import type { ReactNode } from 'react';
import { devanagari } from '@/lib/fonts/devanagari';

/** The page's document: <html> in its language (en-IN, hi-IN) with the bundled Devanagari font, and <body>. */
export function Document({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang} className={devanagari.variable}>
      <body>{children}</body>
    </html>
  );
}
