import type { ProductCard } from '@/lib/platform/types';
import { wishlistItemFromCard, type WishlistItem } from '@/modules/wishlist/wishlist-item';

/** Local storage key and length of the recently viewed list (spec sections 3 and 9). */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const MAX_RECENTLY_VIEWED = 6;

/** What the list keeps of a product: enough to draw its card before fresh prices arrive. */
export interface RecentlyViewedEntry extends WishlistItem {
  category: string;
}

// Checked by hand rather than with zod: this runs on every catalogue page, and zod would add 30 KiB to each.
const isText = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

function isEntry(item: unknown): item is RecentlyViewedEntry {
  if (typeof item !== 'object' || item === null) return false;
  const e = item as Record<string, unknown>;
  const hasId = Number.isSafeInteger(e.id) && (e.id as number) > 0;
  const hasTexts = isText(e.slug, 300) && isText(e.name, 500) && isText(e.image, 500) && isText(e.category, 200);
  return hasId && hasTexts && isNumber(e.price) && isNumber(e.originalPrice) && isNumber(e.rating);
}

/** Only the fields of an entry, whatever else was stored beside them. */
function pickEntry(e: RecentlyViewedEntry): RecentlyViewedEntry {
  const { id, slug, name, image, price, originalPrice, rating, category } = e;
  return { id, slug, name, image, price, originalPrice, rating, category };
}

/** The wishlist's summary of a product, with its category. */
export function entryFromCard(card: ProductCard): RecentlyViewedEntry {
  return { ...wishlistItemFromCard(card), category: card.category };
}

/** The product first, any earlier view of it dropped, the newest 6 kept. */
export function withViewed(list: readonly RecentlyViewedEntry[], entry: RecentlyViewedEntry): RecentlyViewedEntry[] {
  return [entry, ...list.filter((e) => e.id !== entry.id)].slice(0, MAX_RECENTLY_VIEWED);
}

/** The stored list; anything unreadable is logged and dropped, never thrown. */
export function parseRecentlyViewed(raw: string | null): RecentlyViewedEntry[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.error('Recently viewed list is not valid JSON; starting empty');
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const entries = parsed.filter(isEntry).map(pickEntry);
  return entries.filter((e, i) => entries.findIndex((o) => o.id === e.id) === i).slice(0, MAX_RECENTLY_VIEWED);
}
