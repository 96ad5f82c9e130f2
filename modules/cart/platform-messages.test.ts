import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { onlyLeftMessage, orderShortageMessage, outOfStockMessage } from '@/platform/cart/size-rules';
import { PRODUCT_NOT_FOUND_MESSAGE } from '@/platform/cart/requested-lines';
import { HIDDEN_PRODUCT_MESSAGE } from '@/platform/pricing/shop-visibility';
import { NETWORK_MESSAGE, PRODUCTS_FAILED_MESSAGE, SESSION_EXPIRED_MESSAGE, TOKEN_MISSING_MESSAGE } from '@/lib/store/messages';
import { CART_FULL_MESSAGE, MAX_QUANTITY_MESSAGE, SELECT_SIZE_MESSAGE } from './cart-line';
import { LOAD_ERROR } from './cart-reducer';
import { NOT_IN_CART_MESSAGE } from './plan-change';
import { cartMessageIn, knownCartMessage, type CartMessageKey } from './platform-messages';

const translator = (messages: typeof en) => {
  const t = createTranslator({ locale: 'en', messages, namespace: 'Cart.platform' });
  return (key: CartMessageKey, values?: Record<string, string | number>) => t(key, values as never);
};
const english = translator(en);
const hindi = translator(hi as typeof en);

/** Every message the cart may show that is not its own, as the platform and the cart store write it. */
const KNOWN = [
  LOAD_ERROR,
  MAX_QUANTITY_MESSAGE,
  CART_FULL_MESSAGE,
  NOT_IN_CART_MESSAGE,
  SELECT_SIZE_MESSAGE,
  NETWORK_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  TOKEN_MISSING_MESSAGE,
  PRODUCTS_FAILED_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  HIDDEN_PRODUCT_MESSAGE,
  outOfStockMessage('Holi T-Shirt', ''),
  outOfStockMessage('Holi T-Shirt', 'XL'),
  onlyLeftMessage('Hair Oil. 200 ml', '', 3),
  onlyLeftMessage('Hair Oil', '100 ml', 2),
  orderShortageMessage('Dinner Set', '', 1),
  orderShortageMessage('Kurti', 'M', 4),
];

describe('the cart’s platform messages', () => {
  it('knows every message the cart shows, and its English key says it word for word', () => {
    for (const message of KNOWN) {
      expect(knownCartMessage(message), message).not.toBeNull();
      expect(cartMessageIn(message, english)).toBe(message);
    }
  });

  it('says them in Hindi, keeping names, sizes and figures', () => {
    for (const message of KNOWN) {
      const said = cartMessageIn(message, hindi);
      expect(said, message).toMatch(/[\u0900-\u097F]/);
      expect(said).not.toBe(message);
    }
    expect(cartMessageIn(MAX_QUANTITY_MESSAGE, hindi)).toBe('इससे ज़्यादा संख्या नहीं जोड़ी जा सकती!');
    expect(cartMessageIn(onlyLeftMessage('Hair Oil', '100 ml', 2), hindi)).toBe('साइज़ 100 ml में Hair Oil के सिर्फ़ 2 बचे हैं।');
    expect(cartMessageIn(outOfStockMessage('Holi T-Shirt', ''), hindi)).toBe('Holi T-Shirt स्टॉक में नहीं है।');
    expect(cartMessageIn(orderShortageMessage('Kurti', 'M', 4), hindi)).toBe('माफ़ करें, साइज़ M में Kurti के सिर्फ़ 4 बचे हैं।');
  });

  it('shows an unknown message as given', () => {
    for (const message of ['Something new from the platform.', '', 'Only a few left of everything']) {
      expect(knownCartMessage(message)).toBeNull();
      expect(cartMessageIn(message, hindi)).toBe(message);
    }
  });
});
