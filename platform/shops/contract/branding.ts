import { z } from 'zod';
import { statusTrue } from '../../shared/contract/common';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** POST /api/Get_Theme_Color: data[0] is the theme. */
export const theme = z.object({
  text: hexColour,
  background: hexColour,
  primary: hexColour,
  secondary: hexColour,
  accent: hexColour,
});
export type Theme = z.infer<typeof theme>;
export const themeAnswer = z.object({ status: statusTrue, data: z.array(theme) });

/** Spec defaults, used whenever the theme cannot be loaded. */
export const DEFAULT_THEME: Theme = {
  text: '#000000',
  background: '#ffffff',
  primary: '#ff6347',
  secondary: '#4CAF50',
  accent: '#00BCD4',
};

/** The languages a shop's pages can be read in; a shop opens in its default one at `/`. */
export const SHOP_LANGUAGES = ['en', 'hi'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

/**
 * GET /api/GetResellerLogo. `logo` and `favicon_icon` are paths under /uploads. Extensions: `shop_name`, and
 * `delivery_promise`, the header strip's text, which each shop sets to what is true of it (a platform without it:
 * the spec's DEFAULT_DELIVERY_PROMISE). Extensions for Hindi: `default_language`, the language the shop opens in at
 `/` (absent: 'en'), and `shop_name_hi`, `delivery_promise_hi`, the Hindi versions of those texts (absent: none).
 */
export const resellerLogo = z.object({
  logo: z.string(),
  version: z.number().int(),
  emailid: z.string(),
  mobileno: z.string(),
  address: z.string(),
  favicon_icon: z.string(),
  shop_name: z.string(),
  delivery_promise: z.string().optional(),
  default_language: z.enum(SHOP_LANGUAGES).optional(),
  shop_name_hi: z.string().optional(),
  delivery_promise_hi: z.string().optional(),
});

export const resellerLogoAnswer = z.object({ status: statusTrue, data: z.array(resellerLogo) });

/** GET /api/Social_media_links: empty string when the reseller has no such link. */
export const socialLinks = z.object({
  fb: z.string(),
  insta: z.string(),
  linkedin: z.string(),
  twitter: z.string(),
  youtube: z.string(),
});
export const socialLinksAnswer = z.object({ status: statusTrue, data: z.array(socialLinks) });

/**
 * GET /api/GetBannerImages: banner_img_name is a file under /uploads/BannerImages/. Extension: text, the banner's words as the reseller typed them (absent for older banners: read them from the file name); text_hi, its words in Hindi (absent: none).
 */
export const banner = z.object({ banner_img_name: z.string(), url: z.string(), text: z.string().optional(), text_hi: z.string().optional() });
export const bannersAnswer = z.object({ status: statusTrue, data: z.array(banner) });
