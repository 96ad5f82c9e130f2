import type { Product } from '@/lib/platform/types';
import { htmlToPlainText } from '@/lib/sanitize/plain-text';
import { breadcrumbListJsonLd } from './json-ld';
import { productUrl } from './product-url';
import { absoluteUrl } from './share-metadata';
import { uploadUrl } from '@/lib/images/upload-url';

interface Context {
  /** The shop's origin ('https://shop.example'). */
  origin: string;
}

/** schema.org Product (with its Offer and AggregateRating) and the page's BreadcrumbList: one JSON-LD script each. */
export function productJsonLd(product: Product, { origin }: Context) {
  const url = productUrl(origin, product.slug);
  const images = (product.images.length ? product.images : ['']).map((file) => absoluteUrl(origin, uploadUrl(file)));
  const description = htmlToPlainText(product.descriptionHtml, 5000) || product.summary || product.name;
  const productLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images,
    description,
    sku: product.slug,
    url,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category ? { category: product.category } : {}),
    ...(product.colour ? { color: product.colour } : {}),
    ...(product.material ? { material: product.material } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: product.price,
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.ratingCount > 0 && product.rating > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const breadcrumbs = breadcrumbListJsonLd([
    { name: 'Home', url: `${origin}/` },
    ...(product.category ? [{ name: product.category, url: `${origin}/products-section/${product.subcategoryId}` }] : []),
    { name: product.name, url },
  ]);
  return [productLd, breadcrumbs];
}
