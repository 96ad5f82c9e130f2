import type { bannersAnswer, resellerLogo, socialLinks, theme } from '@/platform/shops/contract/branding';
import { DEFAULT_DELIVERY_PROMISE } from '@/platform/orders/contract/delivery-promise';
import type { category, group, ProductCardWire, ProductWire } from '@/platform/catalogue/contract/catalogue';
import type { z } from 'zod';
import { uploadUrl } from '@/lib/images/upload-url';
import { percentOff } from '@/lib/pricing/percent-off';
import type { Banner, Category, Group, Product, ProductCard, Shop } from '@/lib/platform/types';

export function toShop(
  host: string,
  logo: z.infer<typeof resellerLogo> | undefined,
  shopTheme: z.infer<typeof theme>,
  social: z.infer<typeof socialLinks> | undefined,
): Shop {
  return {
    host,
    name: logo?.shop_name || host,
    theme: shopTheme,
    logoUrl: logo?.logo ? uploadUrl(logo.logo) : '',
    faviconUrl: logo?.favicon_icon ? uploadUrl(logo.favicon_icon) : '',
    email: logo?.emailid ?? '',
    mobile: logo?.mobileno ?? '',
    address: logo?.address ?? '',
    deliveryPromise: logo?.delivery_promise || DEFAULT_DELIVERY_PROMISE,
    defaultLanguage: logo?.default_language ?? 'en',
    ...(logo?.shop_name_hi || logo?.delivery_promise_hi
      ? {
          hi: {
            ...(logo.shop_name_hi ? { name: logo.shop_name_hi } : {}),
            ...(logo.delivery_promise_hi ? { deliveryPromise: logo.delivery_promise_hi } : {}),
          },
        }
      : {}),
    social: {
      facebook: social?.fb ?? '',
      instagram: social?.insta ?? '',
      linkedin: social?.linkedin ?? '',
      twitter: social?.twitter ?? '',
      youtube: social?.youtube ?? '',
    },
  };
}

export function toBanners(answer: z.infer<typeof bannersAnswer>): Banner[] {
  return answer.data.map((banner) => ({
    imageUrl: uploadUrl(`BannerImages/${banner.banner_img_name}`),
    href: banner.url || '/',
    alt: banner.text || bannerAlt(banner.banner_img_name),
    ...(banner.text_hi ? { hi: { alt: banner.text_hi } } : {}),
  }));
}

/** 'festive-sale--up-to-60-percent-off-c2185b-f59e0b.jpg' → 'Festive sale: up to 60% off'. */
function bannerAlt(file: string): string {
  const [headline = '', subline = ''] = file
    .replace(/\.[a-z]+$/i, '')
    .replace(/(-[0-9a-f]{6}){2}$/i, '')
    .split('--')
    .map((part) =>
      part
        .replace(/-percent/g, '%')
        .replace(/-/g, ' ')
        .trim(),
    );
  const text = subline ? `${headline}: ${subline}` : headline;
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Offer';
}

export function toCategory(wire: z.infer<typeof category>): Category {
  return {
    id: wire.category_id,
    name: wire.category_desc,
    ...(wire.category_desc_hi ? { hi: { name: wire.category_desc_hi } } : {}),
    slug: wire.url,
    imageUrl: uploadUrl(wire.cocategory_image, '280x280'),
    subcategories: wire.Subcategories.map((s) => ({ id: s.subcategory_id, name: s.subcategory_desc })),
  };
}

export function toGroup(wire: z.infer<typeof group>): Group {
  return { id: wire.group_id, name: wire.group_desc, categories: wire.categories.map(toCategory) };
}

export function toProductCard(wire: ProductCardWire): ProductCard {
  return {
    id: wire.id,
    slug: wire.ASIN,
    name: wire.name,
    images: wire.thumbnail.length ? wire.thumbnail.map((t) => t.CoImage) : [wire.image].filter(Boolean),
    price: wire.discountPrice,
    originalPrice: wire.originalPrice,
    percentOff: percentOff(wire.originalPrice, wire.discountPrice),
    rating: wire.ratings,
    ratingCount: wire.ratingCount,
    badge: wire.badge,
    badge1: wire.badge1,
    category: wire.category,
    subcategoryId: wire.subcategory_id,
    categoryId: wire.category_id,
    groupId: wire.group_id,
    sizes: wire.sizes.map((s) => ({ id: s.unit_id, label: s.Size_Desc, stock: s.Stock })),
    colour: Array.isArray(wire.color) ? (wire.color[0] ?? '') : wire.color,
    colourOptions: Array.isArray(wire.color) && wire.color.length > 0 ? wire.color : null,
    stock: wire.quantity,
    deliveryCharge: wire.recommendedSellingPrice,
    material: wire.material,
    brand: wire.brand,
    countryOfOrigin: wire.countryOfOrigin,
    youtubeLink: wire.youtubeLink,
  };
}

/** Wire fields the spec keeps out of 'Profile Details' (section 3), plus this platform's own extensions. */
const HIDDEN_FROM_DETAILS = new Set([
  'id',
  'categoryid',
  'colongdescription',
  'sizes',
  'quantity',
  'liked',
  'recommendedSellingPrice',
  'image',
  'delbertoPrice',
  'discountPrice',
  'thumbnail',
  'originalPrice',
  'youtubeLink',
  'ratingCount',
  'subcategory_id',
  'category_id',
  'group_id',
  'description',
]);
export const DETAIL_LABELS: Record<string, string> = {
  name: 'Name',
  size: 'Sizes',
  color: 'Colour',
  ratings: 'Rating',
  badge: 'Badge',
  badge1: 'Highlight',
  category: 'Category',
  ASIN: 'ASIN',
  material: 'Material',
  brand: 'Brand',
  countryOfOrigin: 'Country of origin',
};

export function toProduct(wire: ProductWire): Product {
  const details = Object.entries(wire)
    .filter(([key]) => !HIDDEN_FROM_DETAILS.has(key))
    .map(([key, value]) => ({ label: DETAIL_LABELS[key] ?? key, value: Array.isArray(value) ? value.join(', ') : String(value ?? '') }))
    .filter((detail) => detail.value.trim() !== '' && detail.value !== '0');
  return { ...toProductCard(wire), descriptionHtml: wire.description, summary: wire.colongdescription, details };
}
