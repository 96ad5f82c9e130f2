import { luminance, mix } from './colour';
import { escapeXml, FONT_FAMILY } from './svg-text';

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 500;

/** A 1600×500 banner: a gradient from → to with the headline and subline in large type. */
export function bannerSvg(headline: string, subline: string, fromHex: string, toHex: string): string {
  const from = `#${fromHex}`;
  const to = `#${toHex}`;
  const light = (luminance(from) + luminance(to)) / 2 > 0.55;
  const ink = light ? '#1f2430' : '#ffffff';
  const headSize = Math.round(Math.min(104, 1050 / Math.max(1, headline.length * 0.62)));
  const subSize = Math.round(Math.min(46, 1000 / Math.max(1, subline.length * 0.54)));
  const rings = [0, 1, 2, 3]
    .map(
      (i) =>
        `<circle cx="1330" cy="250" r="${90 + i * 70}" fill="none" stroke="${ink}" stroke-width="${i % 2 ? 2 : 6}" opacity="${0.16 - i * 0.03}"/>`,
    )
    .join('');
  const petals = Array.from(
    { length: 12 },
    (_, i) => `<ellipse cx="1330" cy="160" rx="22" ry="64" fill="${ink}" opacity="0.13" transform="rotate(${i * 30} 1330 250)"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="0.6">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#sky)"/>
  <circle cx="1500" cy="-40" r="260" fill="${mix(to, '#ffffff', 0.3)}" opacity="0.25"/>
  <circle cx="980" cy="560" r="200" fill="${mix(from, '#ffffff', 0.3)}" opacity="0.18"/>
  ${rings}${petals}
  <circle cx="1330" cy="250" r="30" fill="${ink}" opacity="0.22"/>
  <rect x="110" y="110" width="84" height="8" rx="4" fill="${ink}" opacity="0.8"/>
  <text x="106" y="${150 + headSize * 0.85}" font-family="${FONT_FAMILY}" font-weight="700" font-size="${headSize}" fill="${ink}">${escapeXml(headline)}</text>
  <text x="110" y="${170 + headSize + subSize}" font-family="${FONT_FAMILY}" font-size="${subSize}" fill="${ink}" opacity="0.92">${escapeXml(subline)}</text>
  <rect x="110" y="${205 + headSize + subSize}" width="196" height="56" rx="28" fill="${ink}"/>
  <text x="208" y="${241 + headSize + subSize}" text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="700" font-size="24" fill="${light ? '#ffffff' : from}">Shop now →</text>
</svg>`;
}
