import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import * as store from '@/lib/store/messages';
import * as cod from '@/platform/cod/contract/cod-messages';
import { CAPTCHA_MESSAGE } from '@/platform/shared/contract/captcha-rules';
import { codRefusalFor } from '@/platform/cod/contract/cod-refusal';
import { orderShortageMessage } from '@/platform/cart/size-rules';
import { SCRIPT_FAILED_MESSAGE } from './checkout-script';
import { knownPlatformMessage } from './platform-messages';

const english = createTranslator({ locale: 'en', messages: en, namespace: 'Checkout.platform' });
const hindi = createTranslator({ locale: 'hi', messages: hi, namespace: 'Checkout.platform' });

function say(t: typeof english, message: string): string {
  const known = knownPlatformMessage(message);
  if (!known) throw new Error(`not known: ${message}`);
  return t(known.key, known.values as never);
}

const rules = { confirmation: 'sms_every' as const, confirmHours: 24, feePaise: 4900, maxOrderPaise: 500_000, blockedPincodes: ['799001', '744'] };

/** Every message the checkout and the confirmation may show from the platform, as the platform writes it. */
const MESSAGES = [
  store.SESSION_EXPIRED_MESSAGE,
  store.NETWORK_MESSAGE,
  store.PLACE_FAILED_MESSAGE,
  'Error submitting the order. Please check the console for details.',
  store.NO_ADDRESS_MESSAGE,
  store.NO_ITEMS_MESSAGE,
  store.SIGN_IN_TO_ORDER_MESSAGE,
  store.SUMMARY_FAILED_MESSAGE,
  store.PRICE_FAILED_MESSAGE,
  store.CAPTCHA_FAILED_MESSAGE,
  store.PAYMENT_RESULT_FAILED_MESSAGE,
  store.PAYMENT_RETRY_FAILED_MESSAGE,
  store.ORDER_CODE_FAILED_MESSAGE,
  store.ORDER_FAILED_MESSAGE,
  CAPTCHA_MESSAGE,
  SCRIPT_FAILED_MESSAGE,
  'Address not found.',
  'This product is no longer available.',
  'This product is not sold in this shop.',
  'Please select a size before proceeding!',
  'The payment provider could not be reached, so the order was not placed. Please try again.',
  'Confirming your payment...',
  'Payment was not completed. Your order ORD-2026-0042 is saved and waiting for payment.',
  'Payment failed. Card declined by bank. Your order ORD-2026-0042 is saved but not paid. You can retry the payment.',
  'Payment failed. Your order ORD-2026-0042 is saved but not paid. You can retry the payment.',
  orderShortageMessage('HOLI T-SHIRT', 'M', 2),
  orderShortageMessage('Cushion cover', '', 1),
  orderShortageMessage('HOLI T-SHIRT', 'XL', 0),
  orderShortageMessage('Cushion cover', '', 0),
  codRefusalFor(rules, { pincode: '799001' })!,
  codRefusalFor(rules, { pincode: '744101' })!,
  codRefusalFor(rules, { pincode: '560038', totalPaise: 600_000 })!,
  cod.codeSentMessage('98•••••210'),
  cod.NOT_AWAITING_CODE_MESSAGE,
  cod.resendWaitMessage(23),
  cod.TOO_MANY_SENDS_MESSAGE,
  cod.SMS_FAILED_MESSAGE,
  cod.ENTER_CODE_MESSAGE,
  cod.wrongCodeMessage(1),
  cod.wrongCodeMessage(4),
  cod.CODE_EXPIRED_MESSAGE,
  cod.TOO_MANY_TRIES_MESSAGE,
  cod.ORDER_CONFIRMED_MESSAGE,
  cod.ORDER_NOT_FOUND_MESSAGE,
];

describe('the checkout’s platform messages', () => {
  it('knows every message, and its English key says exactly what the platform says', () => {
    for (const message of MESSAGES) expect(say(english, message), message).toBe(message);
  });

  it('says each in Hindi, keeping names, amounts, PIN codes and order numbers', () => {
    for (const message of MESSAGES) {
      const text = say(hindi, message);
      expect(text, message).toMatch(/[\u0900-\u097F]/);
      expect(text, message).not.toContain('{');
    }
    expect(say(hindi, store.PLACE_FAILED_MESSAGE)).toBe('ऑर्डर नहीं हो पाया, कृपया फिर से कोशिश करें।');
    expect(say(hindi, codRefusalFor(rules, { pincode: '799001' })!)).toBe('पिन कोड 799001 पर कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।');
    expect(say(hindi, codRefusalFor(rules, { pincode: '560038', totalPaise: 600_000 })!)).toBe(
      'कैश ऑन डिलीवरी सिर्फ़ ₹5,000 तक के ऑर्डर पर उपलब्ध है। कृपया ऑनलाइन भुगतान करें।',
    );
    expect(say(hindi, orderShortageMessage('HOLI T-SHIRT', 'M', 2))).toBe('माफ़ करें, HOLI T-SHIRT साइज़ M में सिर्फ़ 2 बचे हैं।');
    expect(say(hindi, orderShortageMessage('HOLI T-SHIRT', 'XL', 0))).toBe('HOLI T-SHIRT साइज़ XL में स्टॉक में नहीं है।');
    expect(say(hindi, cod.wrongCodeMessage(1))).toBe('यह कोड सही नहीं है। 1 कोशिश बाकी।');
    expect(say(hindi, cod.wrongCodeMessage(4))).toBe('यह कोड सही नहीं है। 4 कोशिशें बाकी।');
    expect(say(hindi, cod.resendWaitMessage(23))).toBe('नया कोड माँगने से पहले कृपया 23 सेकंड रुकें।');
    expect(say(hindi, 'Payment failed. Card declined by bank. Your order ORD-1 is saved but not paid. You can retry the payment.')).toBe(
      'भुगतान नहीं हो पाया। Card declined by bank. आपका ऑर्डर ORD-1 सेव है, पर उसका भुगतान नहीं हुआ। आप फिर से भुगतान कर सकते हैं।',
    );
  });

  it('does not know other messages (they are shown as given)', () => {
    for (const message of ['', 'Something new.', 'This coupon code is not valid.', 'Order placed, to be paid on delivery.'])
      expect(knownPlatformMessage(message), message).toBeNull();
  });
});
