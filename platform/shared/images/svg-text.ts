/** Fonts for text the demo art draws (fonts-dejavu-core is installed on servers and CI). */
export const FONT_FAMILY = 'DejaVu Sans, Noto Sans, Liberation Sans, sans-serif';

/** Text made safe to place inside SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
