import { mix } from './colour';
import { escapeXml, FONT_FAMILY } from './svg-text';

export const LOGO_WIDTH = 360;
export const LOGO_HEIGHT = 96;
export const FAVICON_SIZE = 64;

/** A transparent 360×96 wordmark: a monogram tile and the shop's name in its colour. */
export function logoSvg(shopName: string, hex: string): string {
  const colour = `#${hex}`;
  const size = Math.round(Math.min(42, 250 / Math.max(1, shopName.length * 0.7)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}">
  ${monogram(shopName.charAt(0).toUpperCase(), colour, 10, 12, 72)}
  <text x="96" y="${48 + size * 0.36}" font-family="${FONT_FAMILY}" font-weight="700" font-size="${size}" fill="${mix(colour, '#000000', 0.12)}">${escapeXml(shopName)}</text>
  <rect x="98" y="${58 + size * 0.36}" width="${Math.round(Math.min(240, shopName.length * size * 0.35))}" height="4" rx="2" fill="${colour}" opacity="0.45"/>
</svg>`;
}

/** A 64×64 favicon: the monogram tile alone. */
export function faviconSvg(letter: string, hex: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FAVICON_SIZE}" height="${FAVICON_SIZE}" viewBox="0 0 ${FAVICON_SIZE} ${FAVICON_SIZE}">
  ${monogram(letter.toUpperCase(), `#${hex}`, 0, 0, FAVICON_SIZE)}
</svg>`;
}

function monogram(letter: string, colour: string, x: number, y: number, size: number): string {
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.24}" fill="${colour}"/>
  <circle cx="${x + size * 0.8}" cy="${y + size * 0.2}" r="${size * 0.07}" fill="#ffffff" opacity="0.6"/>
  <text x="${x + size / 2}" y="${y + size * 0.7}" text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="700" font-size="${size * 0.56}" fill="#ffffff">${escapeXml(letter)}</text>`;
}
