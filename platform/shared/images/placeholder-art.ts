import { escapeXml, FONT_FAMILY } from './svg-text';

/** A neutral 'image not available' picture of any size. */
export function placeholderSvg(width: number, height: number): string {
  const unit = Math.min(width, height) / 800;
  const cx = width / 2;
  const cy = height / 2 - 40 * unit;
  const s = (n: number) => (n * unit).toFixed(1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#eef0f3"/>
  <g transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)})">
    <rect x="${s(-150)}" y="${s(-110)}" width="${s(300)}" height="${s(220)}" rx="${s(24)}" fill="#ffffff" stroke="#c3c9d2" stroke-width="${s(8)}"/>
    <circle cx="${s(60)}" cy="${s(-40)}" r="${s(26)}" fill="#c3c9d2"/>
    <path d="M${s(-120)} ${s(80)} L${s(-40)} ${s(-10)} L${s(20)} ${s(50)} L${s(60)} ${s(16)} L${s(120)} ${s(80)} Z" fill="#c3c9d2"/>
  </g>
  <text x="${cx.toFixed(1)}" y="${(cy + 190 * unit).toFixed(1)}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${s(40)}" fill="#8a93a0">${escapeXml('Image not available')}</text>
</svg>`;
}
