import { z } from 'zod';
import { id, okAnswer, statusTrue } from '../../shared/contract/common';
import { SHOP_LANGUAGES, theme } from './branding';
import { hindiText } from '../../shared/contract/hindi-text';
import { DELIVERY_PROMISE_MAX } from '../../orders/contract/delivery-promise';

/**
 * Extension: the reseller console's branding and banners (/admin/branding, /admin/banners), for the shop of the
 * console session's host. Every save announces the shop's cache tag, so the storefront's pages in every process show
 * it at their next request.
 */

export const SHOP_NAME_MAX = 60;
export const BANNER_TEXT_MAX = 100;
export const BANNERS_MAX = 10;

export const SHOP_NAME_REQUIRED = 'Enter the shop name.';
export const COLOUR_MESSAGE = 'Choose a colour as # and six hex digits, for example #c2185b.';
export const SOCIAL_LINK_MESSAGE = 'Enter a link starting with https://, or leave it empty.';
export const EMAIL_MESSAGE = 'Enter a valid email address, or leave it empty.';
export const MOBILE_MESSAGE = 'Enter a 10-digit mobile number, or leave it empty.';
export const GSTIN_MESSAGE = 'Enter the GSTIN as its 15 characters (for example 27AAPFU0939F1ZV), or leave it empty.';
export const GSTIN_CHECK_MESSAGE = 'This GSTIN’s last character does not match the others: check it for a typing mistake.';
export const HEADER_STRIP_REQUIRED = 'Enter the header strip text.';
export const SHOP_LANGUAGE_MESSAGE = 'Choose the shop’s language: English or Hindi.';
export const BANNER_LINK_MESSAGE =
  'Enter a page of your shop starting with / (for example /Product-Serach/sarees) or a full https:// address, or leave it empty.';
/** A link of the right form that leads to no page of the shop (no such category or product, or one the shop hides). */
export const bannerLinkNoPage = (link: string) =>
  `Your shop has no page at ${link}: choose a category, a product or a search for it to lead to, or check the link.`;
export const BANNER_DATE_MESSAGE = 'Enter the date as YYYY-MM-DD, or leave it empty.';
export const BANNER_DATES_ORDER = 'The last day must be on or after the first day.';
export const BANNER_NOT_FOUND = 'This banner is no longer there: it may have been removed. Reload the page.';
export const BANNERS_CHANGED = 'The banners changed while you were ordering them. Reload the page and try again.';
export const BANNERS_FULL = `A shop can have at most ${BANNERS_MAX} banners. Remove one first.`;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_FORMAT = /^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN's 15th character, computed from the first 14 (the GST network's mod-36 check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

const isHttpsUrl = (value: string) => {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
};

const colour = z
  .string(COLOUR_MESSAGE)
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, COLOUR_MESSAGE)
  .transform((value) => value.toLowerCase());
const socialLink = z
  .string(SOCIAL_LINK_MESSAGE)
  .trim()
  .max(200, 'A link can be at most 200 characters.')
  .refine((value) => value === '' || isHttpsUrl(value), SOCIAL_LINK_MESSAGE);

/** A mobile number as people write it (+91 98765 43210, 098765-43210) kept as its 10 digits. */
export function normaliseMobile(value: string): string {
  const digits = value.replace(/[\s()-]/g, '');
  return digits.replace(/^(\+91|0091|0)(?=\d{10}$)/, '');
}

/** POST /api/console/branding: the whole branding form. */
export const consoleBrandingRequest = z.object({
  shopName: z
    .string(SHOP_NAME_REQUIRED)
    .trim()
    .min(1, SHOP_NAME_REQUIRED)
    .max(SHOP_NAME_MAX, `The shop name can be at most ${SHOP_NAME_MAX} characters.`),
  theme: z.object({ text: colour, background: colour, primary: colour, secondary: colour, accent: colour }),
  email: z
    .string(EMAIL_MESSAGE)
    .trim()
    .toLowerCase()
    .max(254, EMAIL_MESSAGE)
    .refine((value) => value === '' || z.email().safeParse(value).success, EMAIL_MESSAGE),
  mobile: z
    .string(MOBILE_MESSAGE)
    .max(30, MOBILE_MESSAGE)
    .transform(normaliseMobile)
    .refine((value) => value === '' || /^[6-9][0-9]{9}$/.test(value), MOBILE_MESSAGE),
  address: z.string().trim().max(300, 'The address can be at most 300 characters.'),
  social: z.object({ facebook: socialLink, instagram: socialLink, linkedin: socialLink, twitter: socialLink, youtube: socialLink }),
  headerStrip: z
    .string(HEADER_STRIP_REQUIRED)
    .trim()
    .min(1, HEADER_STRIP_REQUIRED)
    .max(DELIVERY_PROMISE_MAX, `The header strip text can be at most ${DELIVERY_PROMISE_MAX} characters.`),
  gstin: z
    .string(GSTIN_MESSAGE)
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || GSTIN_FORMAT.test(value), GSTIN_MESSAGE)
    .refine((value) => value === '' || !GSTIN_FORMAT.test(value) || gstinCheckCharacter(value) === value[14], GSTIN_CHECK_MESSAGE),
  /** Hindi (issue 29): the language the shop opens in at `/`, and the Hindi versions of its name and header strip ('' = none). */
  defaultLanguage: z.enum(SHOP_LANGUAGES, SHOP_LANGUAGE_MESSAGE).default('en'),
  shopNameHi: hindiText(SHOP_NAME_MAX, 'The Hindi shop name').default(''),
  headerStripHi: hindiText(DELIVERY_PROMISE_MAX, 'The Hindi header strip text').default(''),
});
export type ConsoleBrandingRequest = z.input<typeof consoleBrandingRequest>;

export const consoleBranding = z.object({
  shopName: z.string(),
  theme,
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  social: z.object({ facebook: z.string(), instagram: z.string(), linkedin: z.string(), twitter: z.string(), youtube: z.string() }),
  headerStrip: z.string(),
  gstin: z.string(),
  defaultLanguage: z.enum(SHOP_LANGUAGES),
  shopNameHi: z.string(),
  headerStripHi: z.string(),
  /** Paths under /uploads (or empty). */
  logoUrl: z.string(),
  faviconUrl: z.string(),
  /** Whether the logo and favicon are uploads (false: the standard ones drawn from the name and main colour). */
  logoUploaded: z.boolean(),
  faviconUploaded: z.boolean(),
  logoVersion: z.number().int(),
});
export type ConsoleBranding = z.infer<typeof consoleBranding>;

/** POST /api/console/branding/standard_image: back to the logo or favicon drawn from the shop's name and main colour. */
export const consoleStandardImageRequest = z.object({ image: z.enum(['logo', 'favicon'], 'Say which picture: logo or favicon.') });

/** The body of an upload call: the image file's bytes, sent as they are (application/octet-stream). */
export const uploadBody = z.instanceof(Uint8Array);

/** GET /api/console/branding. */
export const consoleBrandingAnswer = z.object({ status: statusTrue, branding: consoleBranding });
/** POST /api/console/branding, /api/console/branding/logo and /favicon (the body is the image's bytes). */
export const consoleBrandingSavedAnswer = z.object({ status: statusTrue, message: z.string(), branding: consoleBranding });

const date = z
  .string(BANNER_DATE_MESSAGE)
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), BANNER_DATE_MESSAGE);

/** 'YYYY-MM-DD' naming a real day. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value;
}

const bannerLink = z
  .string(BANNER_LINK_MESSAGE)
  .trim()
  .max(300, BANNER_LINK_MESSAGE)
  .refine((value) => value === '' || /^\/(?!\/)[^\s\\]*$/.test(value) || isHttpsUrl(value), BANNER_LINK_MESSAGE);

/** A banner's link and the days it shows (India time, both days included; empty: no limit). */
/** The banner's words on Hindi pages ('' = none). */
const bannerTextHi = hindiText(BANNER_TEXT_MAX, 'The banner’s Hindi words');
const bannerSettings = z.object({ link: bannerLink.default(''), activeFrom: date.default(''), activeUntil: date.default('') });
const datesInOrder = <T extends { activeFrom: string; activeUntil: string }>(value: T) =>
  value.activeFrom === '' || value.activeUntil === '' || value.activeFrom <= value.activeUntil;

/** POST /api/console/banners/upload?text=…&link=…&activeFrom=…&activeUntil=…, the body the image's bytes. */
export const consoleBannerUploadQuery = bannerSettings
  .extend({
    text: z.string().trim().max(BANNER_TEXT_MAX, `The banner’s words can be at most ${BANNER_TEXT_MAX} characters.`).default(''),
    textHi: bannerTextHi.default(''),
  })
  .refine(datesInOrder, { message: BANNER_DATES_ORDER, path: ['activeUntil'] });

/** POST /api/console/banners/update (textHi absent: the banner's Hindi words stay as they are). */
export const consoleBannerUpdateRequest = bannerSettings
  .extend({ id, textHi: bannerTextHi.optional() })
  .refine(datesInOrder, { message: BANNER_DATES_ORDER, path: ['activeUntil'] });
export type ConsoleBannerUpdateRequest = z.input<typeof consoleBannerUpdateRequest>;

/** POST /api/console/banners/reorder: every banner's id, in the new order. */
export const consoleBannerReorderRequest = z.object({ ids: z.array(id).min(1).max(100) });
/** POST /api/console/banners/remove. */
export const consoleBannerRemoveRequest = z.object({ id });

export const BANNER_STATES = ['showing', 'scheduled', 'ended'] as const;
export const consoleBanner = z.object({
  id: z.number().int(),
  /** Paths under /uploads: the 1600×500 banner and its 800×250 phone variant. */
  imageUrl: z.string(),
  phoneImageUrl: z.string(),
  /** The words on the banner, read to people who cannot see it. */
  text: z.string(),
  textHi: z.string(),
  link: z.string(),
  activeFrom: z.string(),
  activeUntil: z.string(),
  state: z.enum(BANNER_STATES),
});
export type ConsoleBanner = z.infer<typeof consoleBanner>;

/** GET /api/console/banners, and every banner change: the shop's banners in order. */
export const consoleBannersAnswer = z.object({ status: statusTrue, message: z.string().optional(), banners: z.array(consoleBanner) });

export const consoleOkAnswer = okAnswer;
