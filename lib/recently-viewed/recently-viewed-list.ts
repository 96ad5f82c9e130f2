import { z } from 'zod';
import type { ProductCard } from '@/lib/platform/types';
import { wishlistItemFromCard } from '@/lib/wishlist/wishlist-item';

/** Local storage key and length of the recently viewed list (spec sections 3 and 9). */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const MAX_RECENTLY_VIEWED = 6;

const entrySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().max(300),
  name: z.string().max(500),
  image: z.string().max(500),
  price: z.number(),
  originalPrice: z.number(),
  rating: z.number(),
  category: z.string().max(200),
});
/** What the list keeps of a product: enough to draw its card before fresh prices arrive. */
export type RecentlyViewedEntry = z.infer<typeof entrySchema>;

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
  const entries = parsed.flatMap((item) => {
    const result = entrySchema.safeParse(item);
    return result.success ? [result.data] : [];
  });
  return entries.filter((e, i) => entries.findIndex((o) => o.id === e.id) === i).slice(0, MAX_RECENTLY_VIEWED);
}
