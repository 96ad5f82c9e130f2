import { MAX_CART_LINES, MAX_LINE_UNITS } from '@/platform/cart/contract/cart-limits';

/**
 * The guest cart cookie (`cartItems`) holds only what cannot be looked up again: product id, size, colour and
 * units. Names, pictures, prices and stock come from the platform on every load.
 *
 * Format: `1~{id}.{size}.{colour}.{units}~…` where `1` is the format version, `size` is the size text with every
 * character outside [A-Za-z0-9-] written as `*XX` per UTF-8 byte ('' for an unsized product), and `colour` is the
 * index in the product's colour list ('' for its own colour). Only URI-safe characters, so the browser stores it
 * as written: 60 lines take about 1.5 KB.
 */
export interface StoredCartLine {
  productId: number;
  size: string;
  /** Index in the product's colour list; null for the product's own colour. */
  colour: number | null;
  units: number;
}

export interface DecodedCart {
  lines: StoredCartLine[];
  /** Why lines were dropped or the cookie ignored, for the log; empty when it decoded cleanly. */
  problems: string[];
}

const VERSION = '1';
const MAX_ID = 2_147_483_647;
/** More colours than any product has; an index past the list falls back to the product's own colour. */
const MAX_COLOUR_INDEX = 99;

export function encodeCartCookie(lines: readonly StoredCartLine[]): string {
  return [VERSION, ...lines.map((l) => `${l.productId}.${escapeSize(l.size)}.${l.colour ?? ''}.${l.units}`)].join('~');
}

/** Never throws: garbage gives no lines, a bad line is dropped, repeats of a product and size are summed. */
export function decodeCartCookie(raw: string | null | undefined): DecodedCart {
  if (!raw) return { lines: [], problems: [] };
  const [version, ...parts] = raw.split('~');
  if (version !== VERSION) return { lines: [], problems: ['the cart cookie is not in a known format'] };
  const problems: string[] = [];
  const byKey = new Map<string, StoredCartLine>();
  for (const [index, part] of parts.entries()) {
    const line = decodeLine(part);
    if (!line) {
      problems.push(`line ${index + 1} ('${part.slice(0, 40)}') is not a cart line`);
      continue;
    }
    const key = `${line.productId}|${line.size.toLowerCase()}`;
    const earlier = byKey.get(key);
    if (earlier) {
      earlier.units = Math.min(MAX_LINE_UNITS, earlier.units + line.units);
      problems.push(`line ${index + 1} repeats product ${line.productId}`);
    } else if (byKey.size >= MAX_CART_LINES) {
      problems.push(`lines past ${MAX_CART_LINES} were dropped`);
      break;
    } else {
      byKey.set(key, line);
    }
  }
  return { lines: [...byKey.values()], problems };
}

function decodeLine(part: string): StoredCartLine | null {
  const fields = part.split('.');
  if (fields.length !== 4) return null;
  const [id = '', size = '', colour = '', units = ''] = fields;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > MAX_ID) return null;
  if (!/^(\d{1,2})?$/.test(colour) || Number(colour) > MAX_COLOUR_INDEX) return null;
  if (!/^[1-9]\d?$/.test(units) || Number(units) > MAX_LINE_UNITS) return null;
  const sizeText = unescapeSize(size);
  if (sizeText === null) return null;
  return { productId: Number(id), size: sizeText, colour: colour === '' ? null : Number(colour), units: Number(units) };
}

function escapeSize(size: string): string {
  let out = '';
  for (const char of size) {
    if (/[A-Za-z0-9-]/.test(char)) out += char;
    else for (const byte of new TextEncoder().encode(char)) out += `*${byte.toString(16).padStart(2, '0').toUpperCase()}`;
  }
  return out;
}

function unescapeSize(text: string): string | null {
  if (text.length > 120 || !/^([A-Za-z0-9-]|\*[0-9A-Fa-f]{2})*$/.test(text)) return null;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '*') {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i));
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}
