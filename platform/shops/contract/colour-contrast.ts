// Plain functions, no zod: the console's colour pickers check contrast in the browser as the reseller picks.

/** WCAG 2 AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** The relative luminance of a #rrggbb colour (WCAG 2). */
export function luminance(hex: string): number {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!value) return 0;
  const channel = (offset: number) => {
    const c = parseInt(value.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The ratio as a reseller reads it, rounded down so that a failing 4.47 never shows as 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

export function contrastWarning(ratio: number): string {
  return `Text in these colours would be hard to read (contrast ${formatRatio(ratio)}; at least ${MIN_CONTRAST}:1 is needed).`;
}

export interface ContrastPair {
  /** Where the storefront draws this pair. */
  label: string;
  foreground: string;
  background: string;
  ratio: number;
}

/**
 * The pairs the storefront draws text in: the page's text on its background, white on the main colour (buttons,
 * the header strip, badges) and the main colour on the background (links, prices, the wide header's promise).
 */
export function themeContrastPairs(theme: { text: string; background: string; primary: string }): ContrastPair[] {
  const pair = (label: string, foreground: string, background: string) => ({
    label,
    foreground,
    background,
    ratio: contrastRatio(foreground, background),
  });
  return [
    pair('Text on the page background', theme.text, theme.background),
    pair('White text on the main colour (buttons, header strip)', '#ffffff', theme.primary),
    pair('Main colour on the page background (links, prices)', theme.primary, theme.background),
  ];
}
