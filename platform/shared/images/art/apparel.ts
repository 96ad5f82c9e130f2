import type { Palette } from '../colour';

/**
 * Flat drawings of clothes in a 400×400 box, standing on y ≈ 370. Shapes inherit the outline stroke from the
 * composer; details set their own.
 */
export type Drawing = (p: Palette) => string;

const stitch = (p: Palette, d: string) => `<path d="${d}" fill="none" stroke="${p.detail}" stroke-width="2" stroke-dasharray="6 5" opacity="0.7"/>`;
const dots = (colour: string, points: [number, number][], r = 4) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" stroke="none"/>`).join('');
const grid = (x0: number, y0: number, cols: number, rows: number, dx: number, dy: number): [number, number][] =>
  Array.from({ length: cols * rows }, (_, i) => [x0 + (i % cols) * dx + (Math.floor(i / cols) % 2) * (dx / 2), y0 + Math.floor(i / cols) * dy]);

export const tshirt: Drawing = (p) => `
  <path d="M150 62 C170 80 230 80 250 62 L302 80 L358 132 L318 180 L288 160 L288 352 Q200 362 112 352 L112 160 L82 180 L42 132 L98 80 Z" fill="${p.fill}"/>
  <path d="M112 160 L112 352 Q130 355 150 356 L146 170 Z" fill="${p.shade}" stroke="none" opacity="0.5"/>
  <path d="M150 62 C168 98 232 98 250 62 C236 74 164 74 150 62 Z" fill="${p.shade}"/>
  <path d="M160 66 C178 86 222 86 240 66 C224 72 176 72 160 66 Z" fill="${p.deep}" stroke="none"/>
  ${stitch(p, 'M54 142 L92 172 M346 142 L308 172 M116 340 Q200 350 284 340')}`;

export const shirt: Drawing = (p) => `
  <path d="M146 58 L254 58 L302 76 L342 122 L374 300 L336 310 L300 172 L296 352 Q200 362 104 352 L100 172 L64 310 L26 300 L58 122 L98 76 Z" fill="${p.fill}"/>
  <path d="M26 300 L64 310 L60 328 L22 318 Z M374 300 L336 310 L340 328 L378 318 Z" fill="${p.shade}"/>
  <path d="M146 58 Q200 46 254 58 L244 70 Q200 62 156 70 Z" fill="${p.deep}"/>
  <path d="M146 58 L200 96 L178 118 L138 72 Z M254 58 L200 96 L222 118 L262 72 Z" fill="${p.light}"/>
  <path d="M200 96 L200 352" fill="none"/>
  <rect x="220" y="140" width="42" height="48" rx="4" fill="${p.fill}"/>
  ${dots(
    p.detail,
    [
      [200, 132],
      [200, 178],
      [200, 224],
      [200, 270],
      [200, 316],
    ],
    4.5,
  )}`;

export const kurta: Drawing = (p) => `
  <path d="M150 54 L250 54 L300 68 L338 112 L366 262 L332 272 L298 152 L302 388 L98 388 L102 152 L68 272 L34 262 L62 112 L100 68 Z" fill="${p.fill}"/>
  <path d="M102 360 L298 360 L300 388 L100 388 Z" fill="${p.gold}" opacity="0.85"/>
  <path d="M34 262 L68 272 L64 288 L30 278 Z M366 262 L332 272 L336 288 L370 278 Z" fill="${p.gold}" opacity="0.85"/>
  <path d="M166 50 Q200 42 234 50 L234 64 Q200 58 166 64 Z" fill="${p.shade}"/>
  <path d="M188 62 L212 62 L212 176 L188 176 Z" fill="${p.shade}"/>
  ${dots(
    p.gold,
    [
      [200, 84],
      [200, 112],
      [200, 140],
      [200, 166],
    ],
    4.5,
  )}
  ${dots(
    p.gold,
    grid(130, 210, 6, 4, 28, 34).filter(([x]) => x < 280),
    2.5,
  )}
  <path d="M104 300 L104 360 M296 300 L296 360" fill="none" stroke-width="4"/>`;

export const jacket: Drawing = (p) => `
  <path d="M136 56 L264 56 C268 112 296 132 318 150 L312 354 Q200 366 88 354 L82 150 C104 132 132 112 136 56 Z" fill="${p.fill}"/>
  <path d="M168 56 L200 150 L232 56 Z" fill="${p.paper}"/>
  <path d="M160 48 Q200 40 240 48 L238 62 Q200 56 162 62 Z" fill="${p.shade}"/>
  <path d="M200 150 L200 358" fill="none"/>
  <path d="M118 134 L160 126 M240 126 L282 134 M118 268 L162 262 M238 262 L282 268" fill="none" stroke-width="4"/>
  ${dots(
    p.gold,
    [
      [200, 180],
      [200, 222],
      [200, 264],
      [200, 306],
    ],
    5,
  )}
  <path d="M82 150 C104 132 132 112 136 56 L150 56 C150 120 120 150 96 166 Z" fill="${p.shade}" stroke="none" opacity="0.6"/>`;

const legs = 'M118 48 L282 48 L302 372 L218 372 L200 150 L182 372 L98 372 Z';

export const trousers: Drawing = (p) => `
  <path d="${legs}" fill="${p.fill}"/>
  <path d="M118 48 L282 48 L284 78 L116 78 Z" fill="${p.shade}"/>
  <path d="M200 78 L200 150 M150 90 L144 360 M250 90 L256 360" fill="none" stroke-width="2" opacity="0.6"/>
  <path d="M128 80 Q150 110 170 84 M272 80 Q250 110 230 84" fill="none"/>
  <path d="M98 372 L182 372 L183 356 L99 356 Z M218 372 L302 372 L301 356 L217 356 Z" fill="${p.shade}" stroke="none"/>`;

export const jeans: Drawing = (p) => `
  <path d="${legs}" fill="${p.fill}"/>
  <path d="M118 48 L282 48 L284 80 L116 80 Z" fill="${p.shade}"/>
  ${[130, 170, 228, 268].map((x) => `<rect x="${x}" y="42" width="8" height="44" rx="2" fill="${p.shade}"/>`).join('')}
  <path d="M126 82 Q146 124 176 86 M274 82 Q254 124 224 86" fill="none"/>
  ${stitch(p, 'M200 84 L200 128 Q200 144 216 140 L216 84 M120 354 L182 354 M218 354 L300 354 M126 92 Q146 132 176 96')}
  <path d="M200 150 L218 372 M182 372 L200 150" fill="none" stroke-width="2"/>
  ${dots(
    p.gold,
    [
      [128, 92],
      [272, 92],
      [200, 64],
    ],
    4,
  )}`;

export const saree: Drawing = (p) => `
  <path d="M58 250 L342 250 L342 330 Q200 346 58 330 Z" fill="${p.shade}"/>
  <path d="M58 312 L342 312 L342 330 Q200 346 58 330 Z" fill="${p.gold}"/>
  <path d="M72 196 L328 196 L328 264 Q200 278 72 264 Z" fill="${p.fill}"/>
  <path d="M72 248 L328 248 L328 264 Q200 278 72 264 Z" fill="${p.gold}"/>
  <path d="M86 146 L314 146 L314 210 Q200 222 86 210 Z" fill="${p.light}"/>
  <path d="M86 194 L314 194 L314 210 Q200 222 86 210 Z" fill="${p.gold}"/>
  ${dots(p.gold, grid(104, 164, 7, 1, 30, 0), 3.5)}${dots(p.gold, grid(96, 218, 8, 1, 30, 0), 3.5)}
  <path d="M244 146 C254 104 318 92 344 134 C338 204 308 286 262 366 L218 366 C260 286 286 204 282 150 Z" fill="${p.fill}"/>
  <path d="M344 134 C338 204 308 286 262 366 L246 366 C290 286 320 204 326 140 Z" fill="${p.gold}"/>
  <path d="M222 366 L218 382 M234 366 L232 384 M246 366 L246 384 M258 366 L260 382" fill="none" stroke="${p.gold}" stroke-width="3"/>`;

export const lehenga: Drawing = (p) => `
  <path d="M140 150 L260 150 L342 358 Q200 386 58 358 Z" fill="${p.fill}"/>
  <path d="M66 340 Q200 366 334 340 L342 358 Q200 386 58 358 Z" fill="${p.gold}"/>
  <path d="M170 168 L120 350 M200 168 L200 364 M230 168 L280 350 M150 168 L86 342 M250 168 L314 342" fill="none" stroke="${p.shade}" stroke-width="3"/>
  ${dots(
    p.gold,
    grid(120, 220, 6, 3, 34, 40).filter(([x, y]) => Math.abs(x - 200) < 40 + (y - 160) * 0.5),
    3,
  )}
  <path d="M152 62 Q200 84 248 62 L276 78 L266 132 Q200 142 134 132 L124 78 Z" fill="${p.shade}"/>
  <path d="M136 146 L264 146 L266 170 L134 170 Z" fill="${p.gold}"/>`;

export const dupatta: Drawing = (p) => `
  <path d="M200 40 Q214 40 214 54 Q214 64 200 70 L200 84" fill="none" stroke="${p.metal}" stroke-width="5"/>
  <path d="M200 84 L96 112 L304 112 Z" fill="none" stroke="${p.metal}" stroke-width="6"/>
  <path d="M92 110 L308 110 L322 344 L262 344 L254 158 L146 158 L138 344 L78 344 Z" fill="${p.fill}"/>
  <path d="M146 158 L254 158 L250 132 L150 132 Z" fill="${p.shade}" stroke="none"/>
  <path d="M80 322 L140 322 L138 344 L78 344 Z M260 322 L320 322 L322 344 L262 344 Z" fill="${p.gold}"/>
  ${dots(p.gold, grid(98, 180, 2, 4, 22, 34), 3)}${dots(p.gold, grid(272, 180, 2, 4, 22, 34), 3)}
  <path d="M84 344 L82 364 M98 344 L97 366 M112 344 L112 366 M126 344 L127 364 M268 344 L267 364 M282 344 L282 366 M296 344 L297 366 M310 344 L312 364" fill="none" stroke="${p.gold}" stroke-width="3"/>`;

export const dress: Drawing = (p) => `
  <path d="M160 56 Q200 80 240 56 L278 68 L304 106 L274 124 L258 110 L250 172 L324 358 Q200 382 76 358 L150 172 L142 110 L126 124 L96 106 L122 68 Z" fill="${p.fill}"/>
  <path d="M160 56 Q200 80 240 56 Q200 70 160 56 Z" fill="${p.deep}"/>
  <path d="M150 168 L250 168 L254 188 L146 188 Z" fill="${p.shade}"/>
  <path d="M176 190 L140 362 M200 190 L200 372 M224 190 L260 362" fill="none" stroke="${p.shade}" stroke-width="3"/>
  ${dots(
    p.light,
    grid(130, 230, 5, 3, 36, 40).filter(([x, y]) => Math.abs(x - 200) < 40 + (y - 170) * 0.5),
    5,
  )}`;
