import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { DELIVERY_CHECK_FAILED_MESSAGE, INVALID_REQUEST_MESSAGE, NETWORK_MESSAGE } from '@/lib/store/messages';
import { PINCODE_MESSAGE } from '@/platform/customers/contract/customer-messages';
import { codBlockedMessage, codOverLimitMessage } from '@/platform/cod/contract/cod-messages';
import { pincodeDoesNotExist } from '@/platform/delivery/contract/delivery-messages';
import { PRODUCT_NOT_FOUND } from '@/platform/catalogue/reading';
import { deliveryMessage, knownDeliveryMessage, type DeliveryMessageTranslator } from './delivery-messages';

const translator = (messages: typeof en): DeliveryMessageTranslator => {
  const t = createTranslator({ locale: 'en', messages, namespace: 'Delivery.platform' });
  return (key, values) => t(key, values as never);
};
const english = translator(en);
const hindi = translator(hi as typeof en);

/** Every message the delivery widget may show that is not its own, as the platform and the storefront write it. */
const KNOWN = [
  codBlockedMessage('799001'),
  codOverLimitMessage(5000),
  codOverLimitMessage(25000),
  pincodeDoesNotExist('999999'),
  PINCODE_MESSAGE,
  PRODUCT_NOT_FOUND('B0HOLI0001'),
  DELIVERY_CHECK_FAILED_MESSAGE,
  NETWORK_MESSAGE,
  INVALID_REQUEST_MESSAGE,
];

describe('the delivery widget’s platform messages', () => {
  it('knows each of them, and its English key says it word for word', () => {
    for (const message of KNOWN) {
      expect(knownDeliveryMessage(message), message).not.toBeNull();
      expect(deliveryMessage(message, english)).toBe(message);
    }
  });

  it('says them in Hindi, keeping PIN codes and amounts', () => {
    for (const message of KNOWN) {
      const said = deliveryMessage(message, hindi);
      expect(said, message).toMatch(/[\u0900-\u097F]/);
      expect(said).not.toMatch(/\b(Cash|delivery|Please|does not|exist|Zip|product|error|Invalid)\b/);
    }
    expect(deliveryMessage(codBlockedMessage('799001'), hindi)).toBe('पिन कोड 799001 पर कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।');
    expect(deliveryMessage(codOverLimitMessage(25000), hindi)).toBe('कैश ऑन डिलीवरी सिर्फ़ ₹25,000 तक के ऑर्डर पर उपलब्ध है। कृपया ऑनलाइन भुगतान करें।');
    expect(deliveryMessage(pincodeDoesNotExist('999999'), hindi)).toBe('पिन कोड 999999 मौजूद नहीं है।');
    expect(deliveryMessage(PINCODE_MESSAGE, hindi)).toBe('पिन कोड पूरे 6 अंकों का होना चाहिए');
  });

  it('shows an unknown message as given', () => {
    for (const message of ['Something new from the platform.', '', 'PIN code 12 is closed.']) {
      expect(knownDeliveryMessage(message)).toBeNull();
      expect(deliveryMessage(message, hindi)).toBe(message);
    }
  });
});
