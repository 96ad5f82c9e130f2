import type { Messages } from 'next-intl';
import { NOT_IN_CART_MESSAGE } from './plan-change';
import { CART_FULL_MESSAGE, MAX_QUANTITY_MESSAGE, SELECT_SIZE_MESSAGE } from './cart-line';
import { LOAD_ERROR } from './cart-reducer';
import { NETWORK_MESSAGE, PRODUCTS_FAILED_MESSAGE, SESSION_EXPIRED_MESSAGE, TOKEN_MISSING_MESSAGE } from '@/lib/store/messages';

/**
 * The English messages the cart shows that are not its own words (the platform's refusals, the cart store's answers),
 * mapped to keys of Cart.platform so a Hindi page shows them in Hindi. An unknown message is shown as given.
 */
export type CartMessageKey = keyof Messages['Cart']['platform'];
export interface KnownMessage<Key extends string> {
  key: Key;
  values?: Record<string, string | number>;
}

/** The platform's product-not-found and not-sold-here answers (platform/cart, platform/pricing), word for word. */
const PRODUCT_GONE_MESSAGE = 'This product is no longer available.';
const PRODUCT_HIDDEN_MESSAGE = 'This product is not sold in this shop.';

const EXACT: Record<string, CartMessageKey> = {
  [LOAD_ERROR]: 'loadFailed',
  [MAX_QUANTITY_MESSAGE]: 'maxQuantity',
  [CART_FULL_MESSAGE]: 'cartFull',
  [NOT_IN_CART_MESSAGE]: 'notInCart',
  [SELECT_SIZE_MESSAGE]: 'selectSize',
  [NETWORK_MESSAGE]: 'network',
  [SESSION_EXPIRED_MESSAGE]: 'sessionExpired',
  [TOKEN_MISSING_MESSAGE]: 'tokenMissing',
  [PRODUCTS_FAILED_MESSAGE]: 'productsFailed',
  [PRODUCT_GONE_MESSAGE]: 'productGone',
  [PRODUCT_HIDDEN_MESSAGE]: 'productHidden',
};

/** The platform's stock refusals (platform/cart/size-rules.ts), most specific first. */
const PATTERNS: [RegExp, CartMessageKey, (match: RegExpExecArray) => Record<string, string | number>][] = [
  [/^Sorry, only (\d+) left of (.+) in size (.+)\.$/s, 'sorryOnlyLeftInSize', (m) => ({ count: Number(m[1]), name: m[2]!, size: m[3]! })],
  [/^Sorry, only (\d+) left of (.+)\.$/s, 'sorryOnlyLeft', (m) => ({ count: Number(m[1]), name: m[2]! })],
  [/^Only (\d+) left of (.+) in size (.+)\.$/s, 'onlyLeftInSize', (m) => ({ count: Number(m[1]), name: m[2]!, size: m[3]! })],
  [/^Only (\d+) left of (.+)\.$/s, 'onlyLeft', (m) => ({ count: Number(m[1]), name: m[2]! })],
  [/^(.+) is out of stock in size (.+)\.$/s, 'outOfStockInSize', (m) => ({ name: m[1]!, size: m[2]! })],
  [/^(.+) is out of stock\.$/s, 'outOfStock', (m) => ({ name: m[1]! })],
];

/** The key (and values) of a known English message, or null for one this map does not know. */
export function knownCartMessage(message: string): KnownMessage<CartMessageKey> | null {
  const exact = EXACT[message];
  if (exact) return { key: exact };
  for (const [pattern, key, values] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, values: values(match) };
  }
  return null;
}

/** A message in the language of `t` (a translator of Cart.platform): the known ones translated, others as given. */
export function cartMessageIn(message: string, t: (key: CartMessageKey, values?: Record<string, string | number>) => string): string {
  const known = message ? knownCartMessage(message) : null;
  return known ? t(known.key, known.values) : message;
}
