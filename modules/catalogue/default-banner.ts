import type { Banner } from '@/lib/platform/types';

/** Shown when the shop has no banners or they cannot be loaded (spec section 8). */
export const DEFAULT_BANNER: Banner = { imageUrl: '/static/default-banner.svg', href: '/', alt: 'Pay on Delivery | Free Delivery' };

/** Where the home page keeps the last banners it showed (spec section 3: cached banners in local storage). */
export const BANNER_STORAGE_KEY = 'banners';
