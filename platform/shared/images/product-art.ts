import type { DemoArtKind } from './demo-art-kinds';
import { luminance, mix, paletteFor } from './colour';
import { drawings } from './art/drawings';

export const PRODUCT_ART_SIZE = 800;

interface Composition {
  scale: number;
  rotate: number;
  dx: number;
  dy: number;
}

/** Each view shows the product a little differently, as a shop's photo set would. */
const VIEWS: Composition[] = [
  { scale: 1.62, rotate: 0, dx: 0, dy: 0 },
  { scale: 1.5, rotate: -7, dx: -10, dy: 6 },
  { scale: 1.74, rotate: 0, dx: 0, dy: 14 },
  { scale: 1.45, rotate: 6, dx: 16, dy: -4 },
  { scale: 1.38, rotate: 0, dx: 0, dy: -6 },
];

/** An 800×800 SVG of a product of this kind and colour, seen in view 1–5. */
export function productSvg(kind: DemoArtKind, hex: string, view: number): string {
  const palette = paletteFor(hex);
  const v = VIEWS[(view - 1) % VIEWS.length]!;
  const light = luminance(palette.fill) > 0.8;
  const tint = light ? '#e9edf2' : mix(palette.fill, '#ffffff', 0.88);
  const glow = light ? '#f7f8fa' : mix(palette.fill, '#ffffff', 0.96);
  const c = PRODUCT_ART_SIZE / 2;
  const groundY = c + 10 + v.dy + (372 - 210) * v.scale;
  const object = `<g transform="translate(${c + v.dx} ${c + 10 + v.dy}) rotate(${v.rotate}) scale(${v.scale}) translate(-200 -210)"
      stroke="${palette.line}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${drawings[kind](palette)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_ART_SIZE}" height="${PRODUCT_ART_SIZE}" viewBox="0 0 ${PRODUCT_ART_SIZE} ${PRODUCT_ART_SIZE}">
  <defs>
    <linearGradient id="wash" x1="0" y1="0" x2="${view === 4 ? 1 : 0}" y2="1">
      <stop offset="0" stop-color="${glow}"/><stop offset="1" stop-color="${tint}"/>
    </linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.45" r="0.65">
      <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/>
    </radialGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
  </defs>
  ${background(view, tint, palette.fill, light)}
  <ellipse cx="${c + v.dx}" cy="${Math.min(groundY, 770)}" rx="${150 * v.scale}" ry="${16 * v.scale}" fill="#000000" opacity="0.14" filter="url(#soft)"/>
  ${object}
</svg>`;
}

function background(view: number, tint: string, fill: string, light: boolean): string {
  const accent = light ? '#dde3ea' : mix(fill, '#ffffff', 0.78);
  switch (view) {
    case 2:
      return `<rect width="800" height="800" fill="url(#spot)"/>`;
    case 3:
      return `<rect width="800" height="800" fill="${tint}"/><circle cx="400" cy="380" r="300" fill="${accent}" opacity="0.55"/>`;
    case 4:
      return `<rect width="800" height="800" fill="#f5f2ed"/><path d="M0 560 L800 380 L800 800 L0 800 Z" fill="${accent}" opacity="0.6"/>`;
    case 5:
      return `<rect width="800" height="800" fill="${tint}"/><rect x="70" y="70" width="660" height="660" rx="56" fill="#ffffff" opacity="0.78"/>`;
    default:
      return `<rect width="800" height="800" fill="url(#wash)"/>`;
  }
}
