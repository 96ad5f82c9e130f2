import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import {
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_FIRST_ORDER_MESSAGE,
  COUPON_NOT_FOR_ITEMS_MESSAGE,
  COUPON_NOT_VALID_MESSAGE,
  COUPON_SIGN_IN_NOTE,
  COUPON_USED_UP_MESSAGE,
  MARGIN_CAPPED_NOTE,
  couponAppliedMessage,
  couponExpiredMessage,
  couponMinimumMessage,
  couponNotStartedMessage,
  itemsOfferHint,
  spendOfferHint,
} from '@/platform/offers/contract/coupon-messages';
import { couponCondition, couponTitle, offerTitle, type CouponTerms } from '@/platform/offers/contract/offer-titles';
import { COUPON_REQUIRED_MESSAGE, OFFERS_FAILED_MESSAGE, PRICE_FAILED_MESSAGE } from '@/lib/store/messages';
import { FORMAT_LOCALES } from '@/lib/i18n/locales';
import { dayIn, knownOfferMessage, offerConditionIn, offerMessageIn, type OfferTranslator } from './offer-messages';

const translator = (messages: typeof en): OfferTranslator => {
  const t = createTranslator({ locale: 'en', messages, namespace: 'Offers.platform' });
  return (key, values) => t(key, values as never);
};
const english = translator(en);
const hindi = translator(hi as typeof en);
const EN = FORMAT_LOCALES.en;
const HI = FORMAT_LOCALES.hi;

const terms = (given: Partial<CouponTerms>): CouponTerms => ({
  kind: 'PERCENT',
  percent: 10,
  capRupees: null,
  flatRupees: 0,
  minCartRupees: 0,
  usesPerShopper: 1,
  firstOrderOnly: false,
  ...given,
});

/** What the platform says of coupons and offers in the cart and at checkout. */
const KNOWN = [
  COUPON_REQUIRED_MESSAGE,
  COUPON_NOT_VALID_MESSAGE,
  couponExpiredMessage('2026-11-30'),
  couponNotStartedMessage('2027-01-05'),
  COUPON_USED_UP_MESSAGE,
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_FIRST_ORDER_MESSAGE,
  couponMinimumMessage(1234, 'WELCOME10'),
  COUPON_NOT_FOR_ITEMS_MESSAGE,
  couponAppliedMessage('WELCOME10', 120),
  `${couponAppliedMessage('FLAT100', 1087)}. ${MARGIN_CAPPED_NOTE}`,
  COUPON_SIGN_IN_NOTE,
  itemsOfferHint(1, 10),
  itemsOfferHint(7, 5),
  spendOfferHint(2500, 500),
  couponTitle(terms({ capRupees: 200 })),
  couponTitle(terms({})),
  couponTitle(terms({ kind: 'FLAT', flatRupees: 100 })),
  couponTitle(terms({ kind: 'FREE_DELIVERY' })),
  offerTitle({ kind: 'ITEMS_PERCENT', minItems: 8, percent: 5, minCartRupees: 0, flatRupees: 0 }),
  offerTitle({ kind: 'SPEND_FLAT', minItems: 0, percent: 0, minCartRupees: 9999, flatRupees: 500 }),
  PRICE_FAILED_MESSAGE,
  OFFERS_FAILED_MESSAGE,
];

const CONDITIONS = [
  couponCondition(terms({ minCartRupees: 499 })),
  couponCondition(terms({ limited: true, firstOrderOnly: true, endsOn: '2026-12-31' })),
  couponCondition(terms({ usesPerShopper: 3 })),
];

describe('the platform’s coupon and offer messages', () => {
  it('knows each, and its English key says it word for word', () => {
    for (const message of KNOWN) {
      expect(knownOfferMessage(message), message).not.toBeNull();
      expect(offerMessageIn(message, english, EN)).toBe(message);
    }
    for (const condition of CONDITIONS) expect(offerConditionIn(condition, english, EN)).toBe(condition);
  });

  it('says them in Hindi, keeping codes and ₹ amounts', () => {
    for (const message of KNOWN) {
      const said = offerMessageIn(message, hindi, HI);
      expect(said, message).toMatch(/[\u0900-\u097F]/);
    }
    expect(offerMessageIn(couponAppliedMessage('WELCOME10', 1200), hindi, HI)).toBe('WELCOME10 लागू हो गया: आपकी बचत ₹1,200');
    expect(offerMessageIn(couponMinimumMessage(149, 'WELCOME10'), hindi, HI)).toBe('WELCOME10 इस्तेमाल करने के लिए ₹149 का सामान और जोड़ें');
    expect(offerMessageIn(itemsOfferHint(7, 5), hindi, HI)).toBe('5% बचाने के लिए 7 और आइटम जोड़ें');
    expect(offerMessageIn(couponTitle(terms({ capRupees: 200 })), hindi, HI)).toBe('₹200 तक 10% की छूट');
    expect(offerMessageIn(couponExpiredMessage('2026-11-30'), hindi, HI)).toBe(`यह कूपन ${dayIn('30 Nov 2026', HI)} को खत्म हो चुका है।`);
    expect(dayIn('30 Nov 2026', HI)).toMatch(/^30 नव.* 2026$/);
    expect(offerConditionIn(couponCondition(terms({ minCartRupees: 499 })), hindi, HI)).toBe('₹499 या उससे ज़्यादा के कार्ट पर · हर ग्राहक के लिए एक बार');
    for (const condition of CONDITIONS) expect(offerConditionIn(condition, hindi, HI)).toMatch(/[\u0900-\u097F]/);
  });

  it('shows an unknown message or condition as given', () => {
    expect(knownOfferMessage('A brand new rule.')).toBeNull();
    expect(offerMessageIn('A brand new rule.', hindi, HI)).toBe('A brand new rule.');
    expect(offerConditionIn('On carts of ₹499 or more · on Sundays', hindi, HI)).toBe('On carts of ₹499 or more · on Sundays');
    expect(offerMessageIn('', hindi, HI)).toBe('');
  });

  it('says the product page’s coupon label in Hindi, and in English word for word', () => {
    const labels = [
      '₹449 with code WELCOME10',
      'Free delivery with code SHIPFREE',
      '10% off up to ₹200 on carts of ₹9,999 or more with code BIG10',
      'Extra 10% off up to ₹200 on carts of ₹499 or more with code WELCOME10',
    ];
    for (const label of labels) expect(offerMessageIn(label, english, FORMAT_LOCALES.en)).toBe(label);
    expect(offerMessageIn(labels[0]!, hindi, HI)).toBe('कोड WELCOME10 से ₹449');
    expect(offerMessageIn(labels[1]!, hindi, HI)).toBe('कोड SHIPFREE से मुफ़्त डिलीवरी');
    expect(offerMessageIn(labels[2]!, hindi, HI)).toBe('₹9,999 या उससे ज़्यादा के कार्ट पर ₹200 तक 10% की छूट, कोड BIG10 से');
    expect(offerMessageIn(labels[3]!, hindi, HI)).toBe('₹499 या उससे ज़्यादा के कार्ट पर अतिरिक्त ₹200 तक 10% की छूट, कोड WELCOME10 से');
    // A label whose coupon title is unknown stays as given rather than half translated.
    expect(offerMessageIn('Mystery deal on carts of ₹999 or more with code X', hindi, HI)).toBe('Mystery deal on carts of ₹999 or more with code X');
  });
});
