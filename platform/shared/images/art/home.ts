import type { Drawing } from './apparel';

/** Kitchen, décor and linen in the 400×400 box. */

const stripes = (x: number, y: number, w: number, h: number, colour: string, step: number) =>
  Array.from(
    { length: Math.floor(w / step) },
    (_, i) => `<rect x="${x + i * step + step / 4}" y="${y}" width="${step / 2}" height="${h}" fill="${colour}" stroke="none"/>`,
  ).join('');

export const pot: Drawing = (p) => `
  <path d="M64 220 L36 212 Q24 210 26 222 L30 232 Q34 240 46 238 L70 236 Z M336 220 L364 212 Q376 210 374 222 L370 232 Q366 240 354 238 L330 236 Z" fill="#2b2b33"/>
  <path d="M64 206 L336 206 Q336 330 260 358 Q200 374 140 358 Q64 330 64 206 Z" fill="${p.fill}"/>
  <path d="M92 230 Q100 316 160 344" fill="none" stroke="${p.light}" stroke-width="10" opacity="0.55"/>
  <ellipse cx="200" cy="206" rx="138" ry="24" fill="${p.shade}"/>
  <path d="M78 196 Q200 126 322 196 Q200 214 78 196 Z" fill="${p.metal}"/>
  <rect x="180" y="134" width="40" height="22" rx="8" fill="#2b2b33"/>`;

export const plate: Drawing = (p) => `
  <ellipse cx="200" cy="250" rx="170" ry="110" fill="${p.paper}"/>
  <ellipse cx="200" cy="250" rx="150" ry="94" fill="none" stroke="${p.fill}" stroke-width="12"/>
  <ellipse cx="200" cy="250" rx="110" ry="66" fill="${p.paper}" stroke="${p.shade}" stroke-width="2"/>
  ${Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<circle cx="${(200 + Math.cos(a) * 150).toFixed(1)}" cy="${(250 + Math.sin(a) * 94).toFixed(1)}" r="7" fill="${p.gold}" stroke="none"/>`;
  }).join('')}
  <path d="M262 132 Q300 96 338 132 L330 176 Q300 194 270 176 Z" fill="${p.fill}"/>
  <ellipse cx="300" cy="132" rx="38" ry="12" fill="${p.paper}"/>`;

export const flask: Drawing = (p) => `
  <rect x="170" y="40" width="60" height="44" rx="10" fill="#2b2b33"/>
  <rect x="178" y="82" width="44" height="22" fill="${p.metal}"/>
  <path d="M158 128 Q158 104 182 104 L218 104 Q242 104 242 128 L248 352 Q248 374 226 374 L174 374 Q152 374 152 352 Z" fill="${p.fill}"/>
  <path d="M150 190 L250 190 M150 300 L250 300" fill="none" stroke="${p.shade}" stroke-width="6"/>
  <path d="M172 130 L168 350" fill="none" stroke="${p.light}" stroke-width="10" opacity="0.6"/>
  <path d="M230 140 L232 180" fill="none" stroke="${p.light}" stroke-width="6" opacity="0.6"/>`;

export const cushion: Drawing = (p) => `
  <path d="M70 90 Q200 70 330 90 Q348 220 330 350 Q200 370 70 350 Q52 220 70 90 Z" fill="${p.fill}"/>
  <path d="M104 122 Q200 108 296 122 Q310 220 296 318 Q200 332 104 318 Q90 220 104 122 Z" fill="none" stroke="${p.gold}" stroke-width="6"/>
  <path d="M200 150 L248 220 L200 290 L152 220 Z" fill="${p.light}"/>
  <path d="M200 180 L226 220 L200 260 L174 220 Z" fill="${p.gold}"/>
  <path d="M70 90 L54 76 M330 90 L346 76 M70 350 L54 364 M330 350 L346 364" fill="none" stroke="${p.gold}" stroke-width="6"/>`;

export const lamp: Drawing = (p) => `
  <path d="M130 70 L270 70 L320 210 L80 210 Z" fill="${p.fill}"/>
  <path d="M130 70 L270 70 L276 86 L124 86 Z M80 210 L320 210 L314 194 L86 194 Z" fill="${p.shade}" stroke="none"/>
  <path d="M110 120 L290 120 M100 150 L300 150" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.6"/>
  <rect x="192" y="210" width="16" height="120" fill="${p.gold}"/>
  <ellipse cx="200" cy="262" rx="30" ry="22" fill="${p.gold}"/>
  <path d="M130 362 Q130 330 200 330 Q270 330 270 362 Z" fill="${p.gold}"/>`;

export const clock: Drawing = (p) => `
  <circle cx="200" cy="210" r="160" fill="${p.fill}"/>
  <circle cx="200" cy="210" r="132" fill="${p.paper}"/>
  ${Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    const [r1, r2] = i % 3 === 0 ? [104, 124] : [114, 124];
    return `<path d="M${(200 + Math.sin(a) * r1).toFixed(1)} ${(210 - Math.cos(a) * r1).toFixed(1)} L${(200 + Math.sin(a) * r2).toFixed(1)} ${(210 - Math.cos(a) * r2).toFixed(1)}" stroke="#2b2b33" stroke-width="${i % 3 === 0 ? 8 : 4}"/>`;
  }).join('')}
  <path d="M200 210 L200 128" stroke="#2b2b33" stroke-width="10"/>
  <path d="M200 210 L262 246" stroke="#2b2b33" stroke-width="7"/>
  <path d="M200 226 L200 110" stroke="${p.fill}" stroke-width="3"/>
  <circle cx="200" cy="210" r="10" fill="${p.gold}"/>`;

export const bedsheet: Drawing = (p) => `
  <rect x="50" y="250" width="300" height="100" rx="10" fill="${p.shade}"/>
  <rect x="60" y="170" width="280" height="94" rx="10" fill="${p.fill}"/>
  ${stripes(60, 178, 280, 8, p.light, 20)}
  <path d="M60 236 L340 236" fill="none" stroke="${p.gold}" stroke-width="8"/>
  <rect x="90" y="92" width="220" height="86" rx="30" fill="${p.paper}"/>
  <path d="M110 110 Q200 96 290 110" fill="none" stroke="${p.fill}" stroke-width="6"/>
  ${[130, 170, 210, 250].map((x) => `<circle cx="${x + 10}" cy="${140}" r="8" fill="${p.fill}" stroke="none"/>`).join('')}
  ${[90, 140, 190, 240, 290].map((x) => `<circle cx="${x + 10}" cy="${300}" r="10" fill="${p.light}" stroke="none"/>`).join('')}`;

export const towel: Drawing = (p) => `
  <rect x="60" y="262" width="280" height="92" rx="22" fill="${p.shade}"/>
  <rect x="76" y="180" width="248" height="88" rx="22" fill="${p.fill}"/>
  <rect x="96" y="104" width="208" height="82" rx="22" fill="${p.light}"/>
  <path d="M60 316 L340 316 M76 232 L324 232 M96 150 L304 150" fill="none" stroke="${p.paper}" stroke-width="8" opacity="0.85"/>
  <path d="M60 330 L340 330 M76 246 L324 246 M96 164 L304 164" fill="none" stroke="${p.paper}" stroke-width="4" opacity="0.7"/>`;
