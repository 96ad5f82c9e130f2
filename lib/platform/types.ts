import type { ProductFacetsWire } from '@/platform/catalogue/contract/catalogue';
import type { ShopLanguage, Theme } from '@/platform/shops/contract/branding';

/** The storefront's own names for what the platform answers; wire names stop in transforms/ (one file per area). */
export interface Shop {
  /** Host the shop answers on (no port). */
  host: string;
  name: string;
  theme: Theme;
  logoUrl: string;
  faviconUrl: string;
  email: string;
  mobile: string;
  address: string;
  social: SocialLinks;
  /** The header strip's promise, as the shop states it (only what is true of it). */
  deliveryPromise: string;
  /** The language the shop's pages open in at `/` (issue 29); 'en' from a platform that does not say. */
  defaultLanguage: ShopLanguage;
  /** The Hindi versions of the shop's own texts, where it gave them (absent: show the English). */
  hi?: { name?: string; deliveryPromise?: string };
}

/** Only links the reseller has set; an empty string means none. */
export interface SocialLinks {
  facebook: string;
  instagram: string;
  linkedin: string;
  twitter: string;
  youtube: string;
}

export interface Banner {
  imageUrl: string;
  href: string;
  alt: string;
  /** The banner's words in Hindi, where the shop gave them. */
  hi?: { alt: string };
}

export interface Subcategory {
  id: number;
  name: string;
}

export interface Category {
  id: number;
  name: string;
  /** Its name in Hindi, where the operator gave one. */
  hi?: { name: string };
  slug: string;
  imageUrl: string;
  subcategories: Subcategory[];
}

export interface Group {
  id: number;
  name: string;
  categories: Category[];
}

export interface SizeOption {
  id: number;
  /** As the platform writes it: 'M', '50 ml', 'UK 8'. */
  label: string;
  stock: number;
}

export interface ProductCard {
  id: number;
  /** The ASIN, used in product URLs. */
  slug: string;
  name: string;
  /** Image file names under /uploads (see uploadUrl for URLs and size variants). */
  images: string[];
  price: number;
  originalPrice: number;
  /** Whole percent off, 0 when not discounted (the spec's formula). */
  percentOff: number;
  rating: number;
  ratingCount: number;
  badge: string;
  badge1: string;
  /** The subcategory's name ("category" in the spec). */
  category: string;
  subcategoryId: number;
  categoryId: number;
  groupId: number;
  sizes: SizeOption[];
  /** The default colour. */
  colour: string;
  /** Colours to choose from, or null when the product comes in one. */
  colourOptions: string[] | null;
  /** Units in stock over all sizes. */
  stock: number;
  /** Delivery charge per unit in rupees (0 = free delivery). */
  deliveryCharge: number;
  material: string;
  brand: string;
  countryOfOrigin: string;
  youtubeLink: string;
}

export interface Product extends ProductCard {
  /** Rich text as the platform stores it: sanitise before rendering. */
  descriptionHtml: string;
  summary: string;
  /** The spec's 'Profile Details': every remaining non-empty attribute, label and value. */
  details: { label: string; value: string }[];
}

export interface HomeSection {
  id: number;
  name: string;
  /** Its name in Hindi, where the shop gave one. */
  hi?: { name: string };
  products: ProductCard[];
}

export interface ProductPage {
  products: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  /** For searches: the words searched after spelling correction. */
  searched?: string;
  /** Every filter's values with the count each would give (when asked for). */
  facets?: ProductFacets;
}

/** Every filter's values with the count each would give together with the other filters chosen. */
export type ProductFacets = ProductFacetsWire;
