import type { ProductCard } from '@/lib/platform/types';

/** A wishlist entry (spec section 3): what the wishlist screen shows. */
export interface WishlistItem {
  id: number;
  slug: string;
  name: string;
  /** Image file name under /uploads. */
  image: string;
  price: number;
  originalPrice: number;
  rating: number;
}

export function wishlistItemFromCard(card: ProductCard): WishlistItem {
  return {
    id: card.id,
    slug: card.slug,
    name: card.name,
    image: card.images[0] ?? '',
    price: card.price,
    originalPrice: card.originalPrice,
    rating: card.rating,
  };
}
