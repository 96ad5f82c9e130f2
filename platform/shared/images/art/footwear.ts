import type { Drawing } from './apparel';

/** Shoes, chappals and heels in the 400×400 box. */

export const shoe: Drawing = (p) => `
  <path d="M48 292 L50 214 Q52 184 82 182 L124 184 Q146 188 160 206 L242 234 Q330 248 354 274 Q364 286 362 298 Z" fill="${p.fill}"/>
  <path d="M82 182 L124 184 Q146 188 160 206 Q126 214 92 204 Q80 198 82 182 Z" fill="${p.deep}"/>
  <path d="M286 246 Q340 254 356 278 L360 298 L292 298 Q282 270 286 246 Z" fill="${p.shade}"/>
  <path d="M48 220 Q50 190 74 184 L78 252 L50 258 Z" fill="${p.shade}"/>
  <path d="M92 276 Q180 244 272 262" fill="none" stroke="${p.detail}" stroke-width="9" opacity="0.85"/>
  <path d="M160 208 L150 230 M188 218 L178 240 M216 228 L206 250 M244 236 L236 256" fill="none" stroke="${p.paper}" stroke-width="6"/>
  <path d="M42 292 L366 292 Q372 326 342 330 L62 330 Q38 326 42 292 Z" fill="${p.paper}"/>
  <path d="M46 312 L364 312" fill="none" stroke="${p.metal}" stroke-width="4"/>`;

export const sandal: Drawing = (p) => `
  <g transform="rotate(-14 200 220)">
    <path d="M160 60 Q230 50 236 130 Q240 190 228 250 Q222 320 196 366 Q160 380 146 340 Q132 280 140 220 Q126 140 160 60 Z" fill="${p.shade}"/>
    <path d="M166 72 Q222 66 226 132 Q228 192 218 248 Q212 312 192 350 Q166 360 156 332 Q144 280 150 220 Q140 146 166 72 Z" fill="${p.paper}" opacity="0.5"/>
    <path d="M136 200 Q188 150 240 200 L236 234 Q188 190 140 236 Z" fill="${p.fill}"/>
    <path d="M150 120 Q188 96 226 120 L224 146 Q188 124 152 146 Z" fill="${p.fill}"/>
    <circle cx="188" cy="122" r="9" fill="${p.gold}"/>
    <path d="M146 214 Q188 178 232 214" fill="none" stroke="${p.detail}" stroke-width="2" stroke-dasharray="5 4"/>
  </g>
  <g transform="translate(96 20) rotate(10 200 220)" opacity="0.9">
    <path d="M160 60 Q230 50 236 130 Q240 190 228 250 Q222 320 196 366 Q160 380 146 340 Q132 280 140 220 Q126 140 160 60 Z" fill="${p.shade}"/>
    <path d="M136 200 Q188 150 240 200 L236 234 Q188 190 140 236 Z" fill="${p.fill}"/>
    <path d="M150 120 Q188 96 226 120 L224 146 Q188 124 152 146 Z" fill="${p.fill}"/>
  </g>`;

export const heel: Drawing = (p) => `
  <path d="M60 300 Q80 250 140 246 L200 250 Q250 200 300 150 Q330 128 348 150 Q356 164 340 178 L318 196 L318 214 L300 214 Z" fill="${p.fill}"/>
  <path d="M300 214 L318 214 L324 366 L310 366 Z" fill="${p.deep}"/>
  <path d="M60 300 Q56 318 80 318 L150 316 Q210 300 250 250 Q280 212 318 196" fill="none" stroke="${p.line}" stroke-width="6"/>
  <path d="M56 300 Q52 322 84 322 L150 320 Q214 304 254 252 Q284 214 318 200 L318 214 Q288 226 262 262 Q222 318 150 330 L80 330 Q46 328 56 300 Z" fill="${p.deep}"/>
  <path d="M150 250 Q200 236 240 212" fill="none" stroke="${p.light}" stroke-width="6" opacity="0.6"/>
  <path d="M140 246 Q180 214 222 224" fill="none" stroke="${p.fill}" stroke-width="10"/>`;
