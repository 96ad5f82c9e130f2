import type { Drawing } from './apparel';

/** Toys, gadgets, watches and bags in the 400×400 box. */

export const toy: Drawing = (p) => `
  <circle cx="140" cy="74" r="30" fill="${p.fill}"/><circle cx="260" cy="74" r="30" fill="${p.fill}"/>
  <circle cx="140" cy="74" r="14" fill="${p.light}"/><circle cx="260" cy="74" r="14" fill="${p.light}"/>
  <ellipse cx="200" cy="276" rx="100" ry="92" fill="${p.fill}"/>
  <ellipse cx="200" cy="290" rx="56" ry="58" fill="${p.light}"/>
  <ellipse cx="96" cy="250" rx="30" ry="46" fill="${p.fill}" transform="rotate(24 96 250)"/>
  <ellipse cx="304" cy="250" rx="30" ry="46" fill="${p.fill}" transform="rotate(-24 304 250)"/>
  <ellipse cx="138" cy="352" rx="40" ry="26" fill="${p.fill}"/><ellipse cx="262" cy="352" rx="40" ry="26" fill="${p.fill}"/>
  <ellipse cx="138" cy="352" rx="18" ry="12" fill="${p.light}"/><ellipse cx="262" cy="352" rx="18" ry="12" fill="${p.light}"/>
  <circle cx="200" cy="130" r="80" fill="${p.fill}"/>
  <ellipse cx="200" cy="156" rx="36" ry="28" fill="${p.light}"/>
  <ellipse cx="200" cy="146" rx="12" ry="9" fill="#2b2b33"/>
  <path d="M200 156 L200 168 M188 172 Q200 180 212 172" fill="none" stroke="#2b2b33" stroke-width="4"/>
  <circle cx="170" cy="112" r="8" fill="#2b2b33" stroke="none"/><circle cx="230" cy="112" r="8" fill="#2b2b33" stroke="none"/>
  <path d="M170 214 L200 230 L230 214 L224 240 L200 232 L176 240 Z" fill="${p.gold}"/>`;

export const box: Drawing = (p) => `
  <path d="M60 150 L230 110 L350 160 L180 204 Z" fill="${p.light}"/>
  <path d="M60 150 L180 204 L180 350 L60 296 Z" fill="${p.fill}"/>
  <path d="M180 204 L350 160 L350 306 L180 350 Z" fill="${p.shade}"/>
  <path d="M110 150 L230 124 L300 156 L180 184 Z" fill="${p.paper}" opacity="0.9"/>
  <path d="M150 152 L228 136 M170 164 L250 148" fill="none" stroke="${p.fill}" stroke-width="6"/>
  <rect x="238" y="256" width="56" height="56" rx="10" fill="${p.paper}" transform="rotate(-10 266 284)"/>
  <circle cx="254" cy="276" r="5" fill="#2b2b33" stroke="none"/><circle cx="268" cy="286" r="5" fill="#2b2b33" stroke="none"/><circle cx="282" cy="296" r="5" fill="#2b2b33" stroke="none"/>
  <path d="M96 350 L96 318 Q84 304 96 292 Q110 280 122 292 Q132 304 120 318 L120 350 Z" fill="${p.gold}"/>`;

export const phonecase: Drawing = (p) => `
  <rect x="112" y="36" width="176" height="344" rx="34" fill="${p.fill}"/>
  <rect x="124" y="48" width="152" height="320" rx="26" fill="none" stroke="${p.shade}" stroke-width="4"/>
  <rect x="136" y="64" width="74" height="92" rx="18" fill="#2b2b33"/>
  <circle cx="158" cy="88" r="13" fill="#4a4f5c"/><circle cx="158" cy="132" r="13" fill="#4a4f5c"/><circle cx="190" cy="110" r="6" fill="${p.gold}"/>
  <circle cx="200" cy="250" r="30" fill="none" stroke="${p.detail}" stroke-width="4" opacity="0.6"/>
  <path d="M130 180 L130 340" fill="none" stroke="${p.light}" stroke-width="8" opacity="0.5"/>`;

export const powerbank: Drawing = (p) => `
  <rect x="100" y="70" width="200" height="300" rx="30" fill="${p.fill}"/>
  <rect x="120" y="92" width="160" height="256" rx="20" fill="none" stroke="${p.shade}" stroke-width="4"/>
  <rect x="150" y="60" width="40" height="14" rx="4" fill="#2b2b33"/><rect x="210" y="60" width="30" height="14" rx="4" fill="#2b2b33"/>
  ${[170, 190, 210, 230].map((x, i) => `<circle cx="${x}" cy="300" r="6" fill="${i < 3 ? '#4cd964' : p.shade}" stroke="none"/>`).join('')}
  <path d="M212 150 L182 210 L206 210 L190 260 L228 194 L204 194 L220 150 Z" fill="${p.detail}" stroke="none"/>`;

export const earbuds: Drawing = (p) => `
  <path d="M80 210 Q80 180 110 180 L290 180 Q320 180 320 210 L320 300 Q320 350 270 350 L130 350 Q80 350 80 300 Z" fill="${p.fill}"/>
  <path d="M80 210 Q80 180 110 180 L290 180 Q320 180 320 210 L320 232 L80 232 Z" fill="${p.shade}"/>
  <path d="M90 176 Q90 110 200 110 Q310 110 310 176 Z" fill="${p.light}"/>
  <circle cx="200" cy="300" r="6" fill="#4cd964" stroke="none"/>
  <g><ellipse cx="150" cy="150" rx="30" ry="26" fill="${p.paper}"/><rect x="140" y="150" width="20" height="60" rx="10" fill="${p.paper}"/></g>
  <g><ellipse cx="250" cy="150" rx="30" ry="26" fill="${p.paper}"/><rect x="240" y="150" width="20" height="60" rx="10" fill="${p.paper}"/></g>
  <ellipse cx="150" cy="146" rx="12" ry="10" fill="#4a4f5c" stroke="none"/><ellipse cx="250" cy="146" rx="12" ry="10" fill="#4a4f5c" stroke="none"/>`;

export const watch: Drawing = (p) => `
  <path d="M160 40 L240 40 L248 130 L152 130 Z M152 290 L248 290 L240 380 L160 380 Z" fill="${p.fill}"/>
  <path d="M170 60 L230 60 M168 84 L232 84 M168 340 L232 340 M170 362 L230 362" fill="none" stroke="${p.shade}" stroke-width="4"/>
  <rect x="288" y="196" width="20" height="28" rx="4" fill="${p.gold}"/>
  <circle cx="200" cy="210" r="96" fill="${p.gold}"/>
  <circle cx="200" cy="210" r="80" fill="#1f2430"/>
  ${Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<circle cx="${(200 + Math.sin(a) * 66).toFixed(1)}" cy="${(210 - Math.cos(a) * 66).toFixed(1)}" r="${i % 3 === 0 ? 5 : 3}" fill="${p.gold}" stroke="none"/>`;
  }).join('')}
  <path d="M200 210 L200 160 M200 210 L236 226" stroke="${p.paper}" stroke-width="6"/>
  <circle cx="200" cy="210" r="6" fill="${p.gold}" stroke="none"/>`;

export const handbag: Drawing = (p) => `
  <path d="M140 170 Q140 70 200 70 Q260 70 260 170" fill="none" stroke="${p.shade}" stroke-width="16"/>
  <path d="M140 170 Q140 70 200 70 Q260 70 260 170" fill="none" stroke="${p.line}" stroke-width="3"/>
  <path d="M80 160 L320 160 L346 350 Q346 368 328 368 L72 368 Q54 368 54 350 Z" fill="${p.fill}"/>
  <path d="M80 160 L320 160 L326 206 L74 206 Z" fill="${p.shade}"/>
  <rect x="182" y="192" width="36" height="30" rx="6" fill="${p.gold}"/>
  <path d="M86 234 L78 346" fill="none" stroke="${p.light}" stroke-width="8" opacity="0.5"/>
  <path d="M100 330 L300 330" fill="none" stroke="${p.detail}" stroke-width="2" stroke-dasharray="6 5" opacity="0.6"/>`;

export const wallet: Drawing = (p) => `
  <rect x="60" y="110" width="280" height="200" rx="24" fill="${p.shade}" transform="rotate(-6 200 210)"/>
  <rect x="70" y="130" width="280" height="200" rx="24" fill="${p.fill}"/>
  <path d="M230 190 L350 190 L350 270 L230 270 Q210 270 210 250 L210 210 Q210 190 230 190 Z" fill="${p.shade}"/>
  <circle cx="244" cy="230" r="12" fill="${p.gold}"/>
  <path d="M84 146 L336 146 L336 316 L84 316 Z" fill="none" stroke="${p.detail}" stroke-width="2" stroke-dasharray="6 5" opacity="0.6"/>
  <rect x="110" y="96" width="110" height="60" rx="6" fill="${p.paper}" transform="rotate(-8 165 126)"/>`;

export const backpack: Drawing = (p) => `
  <path d="M160 70 Q160 40 200 40 Q240 40 240 70" fill="none" stroke="${p.shade}" stroke-width="14"/>
  <path d="M100 140 Q100 70 200 70 Q300 70 300 140 L306 350 Q306 372 284 372 L116 372 Q94 372 94 350 Z" fill="${p.fill}"/>
  <path d="M100 150 Q200 120 300 150" fill="none" stroke="${p.shade}" stroke-width="6"/>
  <path d="M130 230 L270 230 L274 340 Q274 352 262 352 L138 352 Q126 352 126 340 Z" fill="${p.shade}"/>
  <path d="M130 230 Q200 212 270 230 L270 262 L130 262 Z" fill="${p.light}"/>
  <rect x="188" y="248" width="24" height="10" rx="3" fill="${p.gold}"/>
  <path d="M94 200 L76 210 L76 320 L94 330 M306 200 L324 210 L324 320 L306 330" fill="${p.shade}"/>`;
