import type { Drawing } from './apparel';

/** Cosmetics and fragrances in the same 400×400 box as the clothes. */

const label = (x: number, y: number, w: number, h: number, colour: string, line: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${colour}"/>
   <path d="M${x + 16} ${y + h * 0.4} L${x + w - 16} ${y + h * 0.4} M${x + 26} ${y + h * 0.62} L${x + w - 26} ${y + h * 0.62}" fill="none" stroke="${line}" stroke-width="4" opacity="0.55"/>`;

export const lipstick: Drawing = (p) => `
  <rect x="168" y="212" width="64" height="158" rx="8" fill="#2b2b33"/>
  <rect x="168" y="212" width="64" height="26" rx="4" fill="${p.gold}"/>
  <rect x="176" y="150" width="48" height="64" fill="${p.gold}"/>
  <path d="M182 150 L182 96 Q182 70 218 52 L218 150 Z" fill="${p.fill}"/>
  <path d="M190 146 L190 100 Q192 84 206 72" fill="none" stroke="${p.light}" stroke-width="5" opacity="0.7"/>
  <rect x="248" y="250" width="62" height="120" rx="8" fill="#2b2b33"/>
  <rect x="248" y="250" width="62" height="22" rx="4" fill="${p.gold}"/>
  <circle cx="126" cy="340" r="26" fill="${p.fill}" opacity="0.85"/>
  <circle cx="90" cy="352" r="14" fill="${p.fill}" opacity="0.6"/>`;

export const kajal: Drawing = (p) => `
  <g transform="rotate(-32 200 210)">
    <rect x="186" y="40" width="30" height="300" rx="6" fill="${p.fill}"/>
    <rect x="186" y="40" width="30" height="96" rx="6" fill="#2b2b33"/>
    <rect x="186" y="128" width="30" height="12" fill="${p.gold}"/>
    <path d="M186 340 L216 340 L208 372 L194 372 Z" fill="${p.paper}"/>
    <path d="M194 372 L208 372 L201 392 Z" fill="#1b1b22"/>
    <path d="M194 160 L194 320" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.7"/>
  </g>
  <path d="M86 330 Q150 300 214 330 Q150 352 86 330 Z" fill="#1b1b22" opacity="0.85"/>`;

export const bottle: Drawing = (p) => `
  <rect x="170" y="52" width="60" height="52" rx="8" fill="#2b2b33"/>
  <rect x="182" y="102" width="36" height="30" fill="${p.shade}"/>
  <path d="M142 150 Q142 128 170 128 L230 128 Q258 128 258 150 L258 346 Q258 372 232 372 L168 372 Q142 372 142 346 Z" fill="${p.fill}"/>
  ${label(156, 210, 88, 104, p.paper, p.line)}
  <path d="M154 160 L154 330" fill="none" stroke="${p.light}" stroke-width="8" opacity="0.5"/>`;

export const jar: Drawing = (p) => `
  <rect x="104" y="168" width="192" height="56" rx="14" fill="${p.shade}"/>
  <path d="M116 224 L284 224 L280 346 Q280 370 254 370 L146 370 Q120 370 120 346 Z" fill="${p.fill}"/>
  ${label(146, 262, 108, 74, p.paper, p.line)}
  <path d="M130 236 L132 344" fill="none" stroke="${p.light}" stroke-width="8" opacity="0.5"/>
  <path d="M260 150 Q300 120 330 150 Q300 168 260 150 Z" fill="${p.light}" opacity="0.8"/>`;

export const perfume: Drawing = (p) => `
  <rect x="176" y="58" width="48" height="40" rx="6" fill="${p.gold}"/>
  <rect x="186" y="96" width="28" height="40" fill="${p.metal}"/>
  <path d="M128 150 L272 150 L300 220 L284 360 Q282 372 268 372 L132 372 Q118 372 116 360 L100 220 Z" fill="${p.fill}" fill-opacity="0.88"/>
  <path d="M128 150 L272 150 L256 196 L144 196 Z" fill="${p.light}" opacity="0.55"/>
  <path d="M144 196 L134 350 M256 196 L266 350" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.6"/>
  <rect x="150" y="244" width="100" height="56" rx="4" fill="${p.paper}" opacity="0.92"/>
  <path d="M170 266 L230 266 M180 282 L220 282" fill="none" stroke="${p.gold}" stroke-width="4"/>`;

export const spray: Drawing = (p) => `
  <rect x="168" y="52" width="64" height="56" rx="14" fill="${p.shade}"/>
  <rect x="228" y="68" width="18" height="10" rx="3" fill="#2b2b33"/>
  <path d="M150 128 Q150 108 176 108 L224 108 Q250 108 250 128 L250 358 Q250 372 236 372 L164 372 Q150 372 150 358 Z" fill="${p.fill}"/>
  <rect x="150" y="180" width="100" height="120" fill="${p.detail}" opacity="0.9"/>
  <path d="M170 214 L230 214 M176 236 L224 236 M184 258 L216 258" fill="none" stroke="${p.fill}" stroke-width="6"/>
  <path d="M164 128 L164 350" fill="none" stroke="${p.light}" stroke-width="8" opacity="0.5"/>`;
