import type { ShopperLanguage } from '../contract/language';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const BODY_STYLE: Record<ShopperLanguage, string> = {
  en: 'font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5',
  // Devanagari wants a font that has it where Arial does not, and more room between lines for its marks.
  hi: "font-family: Arial, 'Noto Sans Devanagari', 'Nirmala UI', sans-serif; color: #1f2937; line-height: 1.6",
};

/** The HTML page every mail of the shop shares, around its lines of HTML (already escaped). */
export function mailHtml(language: ShopperLanguage, lines: string[]): string {
  return `<!doctype html>
<html${language === 'hi' ? ' lang="hi"' : ''}><body style="${BODY_STYLE[language]}">
${lines.join('\n')}
</body></html>`;
}

/** A mail's one call to action: a link drawn as a button (`href` and `label` already escaped). */
export const buttonLink = (href: string, label: string) =>
  `<a href="${href}" style="display: inline-block; padding: 10px 18px; background: #1f2937; color: #ffffff; text-decoration: none; border-radius: 4px">${label}</a>`;
