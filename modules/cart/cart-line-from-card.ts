import { MAX_LINE_UNITS } from '@/platform/cart/contract/cart-limits';
import type { ProductCard } from '@/lib/platform/types';
import { imagesForColour } from '@/modules/product/colour-images';
import { isUnsized, type CartLine } from './cart-line';
import type { StoredCartLine } from './cart-cookie';

/**
 * The product's own spelling of the size a shopper chose: '' for an unsized product whatever was sent (the
 * platform ignores sizes there), null when a sized product gets none or one it does not have.
 */
export function canonicalSize(card: Pick<ProductCard, 'sizes'>, size: string | undefined): string | null {
  if (isUnsized(card)) return '';
  const wanted = (size ?? '').trim().toLowerCase();
  if (!wanted) return null;
  return card.sizes.find((s) => s.label.toLowerCase() === wanted)?.label ?? null;
}

/** Units in stock for that size (an unsized product's single row, else the product's total). */
export function stockFor(card: Pick<ProductCard, 'sizes' | 'stock'>, size: string): number {
  if (isUnsized(card)) return card.sizes[0]?.stock ?? card.stock;
  return card.sizes.find((s) => s.label.toLowerCase() === size.toLowerCase())?.stock ?? 0;
}

/** The colour list's index of a colour; null for the product's own (or an unknown) colour. */
export function colourIndex(card: Pick<ProductCard, 'colour' | 'colourOptions'>, colour: string): number | null {
  if (!colour || !card.colourOptions) return null;
  const index = card.colourOptions.findIndex((c) => c.toLowerCase() === colour.toLowerCase());
  return index < 0 || card.colourOptions[index] === card.colour ? null : index;
}

export function colourName(card: Pick<ProductCard, 'colour' | 'colourOptions'>, index: number | null): string {
  return (index !== null ? card.colourOptions?.[index] : undefined) ?? card.colour;
}

export function lineFromCard(card: ProductCard, size: string, colour: string, units: number): CartLine {
  return {
    productId: card.id,
    slug: card.slug,
    name: card.name,
    // The photo of the colour chosen, when the product has one for it.
    image: imagesForColour(card.images, card.colourOptions, colour || card.colour, card.colour)[0] ?? card.images[0] ?? '',
    category: card.category,
    size,
    colour: colour || card.colour,
    price: card.price,
    originalPrice: card.originalPrice,
    deliveryCharge: card.deliveryCharge,
    units,
    stock: stockFor(card, size),
  };
}

export function storedFromLine(line: CartLine, card: ProductCard | undefined): StoredCartLine {
  return { productId: line.productId, size: line.size, colour: card ? colourIndex(card, line.colour) : null, units: line.units };
}

/**
 * Guest lines with what the platform says about their products now. Lines naming a product that no longer
 * exists, or a size it no longer has, are dropped; units above the stock come down to it (never below 1).
 */
export function linesFromCookie(
  stored: readonly StoredCartLine[],
  cards: ReadonlyMap<number, ProductCard>,
): { lines: CartLine[]; problems: string[] } {
  const lines: CartLine[] = [];
  const problems: string[] = [];
  for (const entry of stored) {
    const card = cards.get(entry.productId);
    if (!card) {
      problems.push(`product ${entry.productId} is no longer sold`);
      continue;
    }
    const size = canonicalSize(card, entry.size);
    if (size === null) {
      problems.push(`product ${entry.productId} has no size '${entry.size}'`);
      continue;
    }
    const stock = stockFor(card, size);
    const units = Math.max(1, Math.min(entry.units, stock, MAX_LINE_UNITS));
    if (units !== entry.units) problems.push(`product ${entry.productId} had ${entry.units} units, ${stock} in stock`);
    lines.push(lineFromCard(card, size, colourName(card, entry.colour), units));
  }
  return { lines, problems };
}
