import type { Messages } from 'next-intl';
import {
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_FIRST_ORDER_MESSAGE,
  COUPON_NOT_FOR_ITEMS_MESSAGE,
  COUPON_NOT_VALID_MESSAGE,
  COUPON_SIGN_IN_NOTE,
  COUPON_USED_UP_MESSAGE,
  MARGIN_CAPPED_NOTE,
} from '@/platform/offers/contract/coupon-messages';
import { COUPON_REQUIRED_MESSAGE, OFFERS_FAILED_MESSAGE, PRICE_FAILED_MESSAGE } from '@/lib/store/messages';

/**
 * What the platform says of coupons and offers (platform/offers/contract: a coupon's verdict, why it does not apply,
 * the hint toward an automatic offer, coupon and offer titles and conditions), in English, mapped to keys of
 * Offers.platform so a Hindi page (the cart, the checkout) shows them in Hindi. An unknown message is shown as given.
 */
export type OfferMessageKey = keyof Messages['Offers']['platform'];
type Values = Record<string, string | number>;
export type OfferTranslator = (key: OfferMessageKey, values?: Values) => string;

const EXACT: Record<string, OfferMessageKey> = {
  [COUPON_REQUIRED_MESSAGE]: 'couponRequired',
  [COUPON_NOT_VALID_MESSAGE]: 'couponNotValid',
  [COUPON_USED_UP_MESSAGE]: 'couponUsedUp',
  [COUPON_ALREADY_USED_MESSAGE]: 'couponAlreadyUsed',
  [COUPON_FIRST_ORDER_MESSAGE]: 'couponFirstOrderOnly',
  [COUPON_NOT_FOR_ITEMS_MESSAGE]: 'couponNotForItems',
  [COUPON_SIGN_IN_NOTE]: 'couponSignIn',
  [PRICE_FAILED_MESSAGE]: 'priceFailed',
  [OFFERS_FAILED_MESSAGE]: 'offersFailed',
  'Free delivery': 'couponTitleFreeDelivery',
};

const RUPEES = '(₹[\\d,]+)';
const CODE = '(\\S+)';
/** "30 Nov 2026" (dayText of coupon-messages.ts). */
const DAY = '(\\d{1,2} [A-Z][a-z]{2} \\d{4})';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The platform's messages with figures in them, each a whole message (anchored). */
const PATTERNS: [RegExp, OfferMessageKey, (m: RegExpExecArray) => Values][] = [
  [
    new RegExp(`^${CODE} applied: you save ${RUPEES}\\. ${escape(MARGIN_CAPPED_NOTE)}$`),
    'couponAppliedCapped',
    (m) => ({ code: m[1]!, amount: m[2]! }),
  ],
  [new RegExp(`^${CODE} applied: you save ${RUPEES}$`), 'couponApplied', (m) => ({ code: m[1]!, amount: m[2]! })],
  [new RegExp(`^This coupon expired on ${DAY}\\.$`), 'couponExpired', (m) => ({ day: m[1]! })],
  [new RegExp(`^This coupon starts on ${DAY}\\.$`), 'couponNotStarted', (m) => ({ day: m[1]! })],
  [new RegExp(`^Add ${RUPEES} more to use ${CODE}$`), 'couponMinimum', (m) => ({ amount: m[1]!, code: m[2]! })],
  [/^Add (\d+) more items? to save (\d+)%$/, 'itemsOfferHint', (m) => ({ count: Number(m[1]), percent: m[2]! })],
  [new RegExp(`^Add ${RUPEES} more to save ${RUPEES}$`), 'spendOfferHint', (m) => ({ amount: m[1]!, flat: m[2]! })],
  [new RegExp(`^(\\d+)% off up to ${RUPEES}$`), 'couponTitlePercentUpTo', (m) => ({ percent: m[1]!, cap: m[2]! })],
  [/^(\d+)% off$/, 'couponTitlePercent', (m) => ({ percent: m[1]! })],
  [new RegExp(`^${RUPEES} off$`), 'couponTitleFlat', (m) => ({ amount: m[1]! })],
  [/^Buy (\d+) or more: (\d+)% off$/, 'offerTitleItems', (m) => ({ count: m[1]!, percent: m[2]! })],
  [new RegExp(`^Spend ${RUPEES}: ${RUPEES} off$`), 'offerTitleSpend', (m) => ({ amount: m[1]!, flat: m[2]! })],
];

/** The parts of a coupon's condition ("On carts of ₹499 or more · once per shopper · until 30 Nov 2026"). */
const CONDITION_PARTS: [RegExp, OfferMessageKey, (m: RegExpExecArray) => Values][] = [
  [new RegExp(`^On carts of ${RUPEES} or more$`), 'conditionMinCart', (m) => ({ amount: m[1]! })],
  [/^On any cart$/, 'conditionAnyCart', () => ({})],
  [/^on selected items$/, 'conditionSelectedItems', () => ({})],
  [/^first order only$/, 'conditionFirstOrderOnly', () => ({})],
  [/^once per shopper$/, 'conditionOncePerShopper', () => ({})],
  [/^(\d+) times per shopper$/, 'conditionTimesPerShopper', (m) => ({ count: m[1]! })],
  [new RegExp(`^until ${DAY}$`), 'conditionUntil', (m) => ({ day: m[1]! })],
];

export interface KnownOfferMessage {
  key: OfferMessageKey;
  values?: Values;
}

function matchOne(text: string, patterns: typeof PATTERNS): KnownOfferMessage | null {
  for (const [pattern, key, values] of patterns) {
    const match = pattern.exec(text);
    if (match) return { key, values: values(match) };
  }
  return null;
}

/** The key (and values) of a known English coupon or offer message, or null. Days stay as the platform wrote them. */
export function knownOfferMessage(message: string): KnownOfferMessage | null {
  const exact = EXACT[message];
  return exact ? { key: exact } : matchOne(message, PATTERNS);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "30 Nov 2026" written for `formatLocale` ("30 नव॰ 2026" in hi-IN-u-nu-latn); as given when it is not such a day. */
export function dayIn(day: string, formatLocale: string): string {
  const [date, month, year] = day.split(' ');
  const index = MONTHS.indexOf(month ?? '');
  if (index < 0) return day;
  const when = new Date(Date.UTC(Number(year), index, Number(date)));
  return new Intl.DateTimeFormat(formatLocale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(when);
}

function withDays(known: KnownOfferMessage, formatLocale: string): Values | undefined {
  if (!known.values || typeof known.values.day !== 'string') return known.values;
  return { ...known.values, day: dayIn(known.values.day, formatLocale) };
}

/** A coupon or offer message in the language of `t`: the known ones translated, others as given. */
export function offerMessageIn(message: string, t: OfferTranslator, formatLocale: string): string {
  const label = message ? productLabelIn(message, t, formatLocale) : null;
  if (label) return label;
  const known = message ? knownOfferMessage(message) : null;
  return known ? t(known.key, withDays(known, formatLocale)) : message;
}

/**
 * The product page's coupon label (platform/offers/shop-offers.ts): "₹449 with code X", "Free delivery with code X",
 * or "[Extra ]{a coupon's title} on carts of ₹999 or more with code X"; null when the message is none of these.
 */
function productLabelIn(message: string, t: OfferTranslator, formatLocale: string): string | null {
  const later = new RegExp(`^(.+) on carts of ${RUPEES} or more with code ${CODE}$`).exec(message);
  if (later) {
    // "Extra 10% off up to ₹200": the coupon's title after "Extra" (the product's price is already cut).
    const extra = /^Extra (.+)$/.exec(later[1]!);
    const title = extra ? extra[1]! : later[1]!;
    const said = offerMessageIn(title, t, formatLocale);
    if (said === title) return null;
    const what = extra ? t('productLabelExtra', { what: said }) : said;
    return t('productLabelLater', { what, amount: later[2]!, code: later[3]! });
  }
  const priced = new RegExp(`^${RUPEES} with code ${CODE}$`).exec(message);
  if (priced) return t('productLabelPrice', { price: priced[1]!, code: priced[2]! });
  const free = new RegExp(`^Free delivery with code ${CODE}$`).exec(message);
  if (free) return t('productLabelFreeDelivery', { code: free[1]! });
  return null;
}

/** A coupon's condition part by part ("… · …"); as given when any part is unknown. */
export function offerConditionIn(condition: string, t: OfferTranslator, formatLocale: string): string {
  const parts = condition.split(' · ').map((part) => matchOne(part, CONDITION_PARTS));
  if (!condition || parts.some((part) => part === null)) return condition;
  return parts.map((part) => t(part!.key, withDays(part!, formatLocale))).join(' · ');
}
