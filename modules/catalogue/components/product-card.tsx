import Link from '@/components/ui/link';
import { Price } from '@/components/ui/price';
import { Stars } from '@/components/ui/stars';
import type { ProductCard as Product } from '@/lib/platform/types';
import { imagesForColour } from '@/modules/product/colour-images';
import { AddToCartButton } from './add-to-cart-button';
import { CardImageRotator } from './card-image-rotator';
import { WishlistHeart } from './wishlist-heart';

/** Widths a card takes in the grids (2 columns on phones, up to 4 or 6 on wide screens). */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

interface Props {
  product: Product;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
  sizes?: string;
}

/**
 * A product card: picture (→ /product-categoryy/{slug}), name (→ /product-category/{slug}), rating, price with
 * the struck original and percent off, a wishlist heart and an Add button. Server-rendered; the picture rotation,
 * heart and button are client leaves. Reusable by the product page and the wishlist.
 */
export function ProductCard({ product, headingLevel: Heading = 'h3', priority = false, sizes = CARD_IMAGE_SIZES }: Props) {
  return (
    <article
      className="group relative flex h-full flex-col rounded-xl bg-white shadow-sm ring-1 ring-gray-200/80 transition-shadow hover:shadow-md"
      data-testid="product-card"
    >
      <div className="relative">
        <CardImageRotator
          images={imagesForColour(product.images, product.colourOptions, product.colour)}
          name={product.name}
          href={`/product-categoryy/${encodeURIComponent(product.slug)}`}
          sizes={sizes}
          priority={priority}
        />
        {product.badge && (
          <span className="absolute top-2 left-2 rounded-md bg-shop-primary px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide text-white uppercase shadow">
            {product.badge}
          </span>
        )}
        <WishlistHeart product={product} className="absolute top-2 right-2" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <Heading className="text-sm leading-snug font-medium text-gray-900">
          <Link
            href={`/product-category/${encodeURIComponent(product.slug)}`}
            className="line-clamp-2 rounded hover:text-shop-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
          >
            {product.name}
          </Link>
        </Heading>
        {product.rating > 0 && <Stars rating={product.rating} count={product.ratingCount} size={14} />}
        <div className="mt-auto pt-1" data-testid="card-price">
          <Price price={product.price} originalPrice={product.originalPrice} percentOff={product.percentOff} size="sm" />
        </div>
        <AddToCartButton product={product} />
      </div>
    </article>
  );
}
