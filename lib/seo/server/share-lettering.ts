import 'server-only';
import path from 'node:path';
import sharp from 'sharp';
import type { Lettering } from '../share-text';

export interface LetteringStyle {
  /** Pixels (points at the 72 dpi it is drawn at). */
  size: number;
  color: string;
  /** The widest the lettering may be; longer text wraps between words. */
  width: number;
}

/**
 * The font is a file from npm (@expo-google-fonts/noto-sans-devanagari, OFL), read from node_modules at run time:
 * nothing is fetched. It carries Latin too, so a name mixing scripts is drawn in one face.
 */
const FONT_FILE = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'node_modules/@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
);
const FONT = 'Noto Sans Devanagari';
const COLOUR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

/**
 * Devanagari drawn by Pango and HarfBuzz (through sharp's text input), which join its conjuncts and place its vowel
 * signs; next/og's renderer cannot shape the script (it draws हिन्दी as हनि्दी) and would fetch a font for it from
 * the internet. Null when the text cannot be drawn: the share image then goes on without it.
 */
export async function letteringDataUrl(text: string, style: LetteringStyle): Promise<Lettering | null> {
  const colour = COLOUR.test(style.color) ? style.color : '#000000';
  try {
    const { data, info } = await sharp({
      text: {
        text: `<span foreground="${colour}">${escapeMarkup(text)}</span>`,
        font: `${FONT} ${style.size}`,
        fontfile: FONT_FILE,
        width: style.width,
        wrap: 'word',
        rgba: true,
        dpi: 72,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { src: `data:image/png;base64,${data.toString('base64')}`, width: info.width, height: info.height };
  } catch (error) {
    console.error('Could not draw the share image lettering', error);
    return null;
  }
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
