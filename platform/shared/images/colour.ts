/** Small colour arithmetic for the demo art: hex in, hex out. */
export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const value = hex.replace(/^#/, '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `amount` of the way from `a` to `b` (0 = a, 1 = b). */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as Rgb);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The colours a drawing is painted with, all derived from the product's colour. */
export interface Palette {
  fill: string;
  /** A shade for folds and side faces. */
  shade: string;
  /** A deeper shade for openings and shadows. */
  deep: string;
  /** A highlight. */
  light: string;
  /** Outlines and stitching: dark on light colours, light on dark ones. */
  line: string;
  /** Details drawn over the fill (buttons, labels, prints) that must stand out from it. */
  detail: string;
  /** Zari and brass. */
  gold: string;
  /** Steel, glass and plastic parts. */
  metal: string;
  /** Neutral white parts (labels, soles). */
  paper: string;
}

export function paletteFor(hex: string): Palette {
  const fill = `#${hex.toLowerCase()}`;
  const lum = luminance(fill);
  return {
    fill,
    shade: mix(fill, '#000000', lum > 0.8 ? 0.1 : 0.18),
    deep: mix(fill, '#000000', lum > 0.8 ? 0.22 : 0.38),
    light: mix(fill, '#ffffff', 0.35),
    line: lum > 0.5 ? mix(fill, '#1f2430', 0.55) : mix(fill, '#000000', 0.5),
    detail: lum > 0.45 ? mix(fill, '#1f2430', 0.7) : mix(fill, '#ffffff', 0.78),
    gold: '#d9a43a',
    metal: '#c9ced6',
    paper: '#fbfaf7',
  };
}
