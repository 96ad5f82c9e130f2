import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import type { Locale } from '@/lib/i18n/locales';
import { deliveryPromise, type DeliveryTranslator } from './delivery-promise';
import type { PincodeCheck } from './pincode-check';

const translator = (locale: Locale): DeliveryTranslator => {
  const t = createTranslator({ locale, messages: locale === 'hi' ? hi : en, namespace: 'Delivery', timeZone: 'Asia/Kolkata' });
  return (key, values) => t(key, values as never);
};
const english = translator('en');
const hindi = translator('hi');

const bengaluru: PincodeCheck = {
  pincode: '560001',
  city: 'Bengaluru',
  district: 'Bengaluru Urban',
  state: 'Karnataka',
  deliverable: true,
  codAvailable: true,
  codReason: '',
  deliveryBy: '2024-11-29',
  days: 3,
};
const reason = 'Cash on delivery is not available for PIN code 799001. Please pay online.';
const blocked: PincodeCheck = { ...bengaluru, pincode: '799001', city: 'Agartala', codAvailable: false, codReason: reason };
const nowhere: PincodeCheck = { ...bengaluru, pincode: '744101', deliverable: false, codAvailable: false, deliveryBy: null, days: null };

describe('deliveryPromise', () => {
  it('promises the day and cash on delivery where both are offered', () => {
    expect(deliveryPromise(bengaluru, 'en', english)).toEqual({
      deliverable: true,
      headline: 'Delivery by Fri, 29 Nov',
      place: 'Bengaluru 560001',
      cod: 'Cash on delivery available',
      codAvailable: true,
    });
  });

  it("gives the platform's reason when cash on delivery is not offered", () => {
    const promise = deliveryPromise(blocked, 'en', english);
    expect(promise.cod).toBe(reason);
    expect(promise.codAvailable).toBe(false);
  });

  it('says the PIN code is not delivered to, and nothing of cash on delivery', () => {
    const promise = deliveryPromise(nowhere, 'en', english);
    expect(promise.headline).toBe('Not deliverable to 744101');
    expect(promise.place).toBe('Bengaluru');
    expect(promise.cod).toBe('');
  });

  it('still says delivery is available when the shop promises no day', () => {
    expect(deliveryPromise({ ...bengaluru, deliveryBy: null, days: null }, 'en', english).headline).toBe('Delivery available');
  });

  it('says all of it in Hindi on a Hindi page, the platform’s reason too', () => {
    expect(deliveryPromise(bengaluru, 'hi', hindi)).toEqual({
      deliverable: true,
      headline: 'शुक्र, 29 नव॰ तक डिलीवरी',
      place: 'Bengaluru 560001',
      cod: 'कैश ऑन डिलीवरी उपलब्ध है',
      codAvailable: true,
    });
    expect(deliveryPromise(blocked, 'hi', hindi).cod).toBe('पिन कोड 799001 पर कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।');
    expect(deliveryPromise(nowhere, 'hi', hindi).headline).toBe('744101 पर डिलीवरी उपलब्ध नहीं');
    expect(deliveryPromise({ ...bengaluru, deliveryBy: null, days: null }, 'hi', hindi).headline).toBe('डिलीवरी उपलब्ध है');
    // A reason the map does not know is shown as the platform gave it.
    expect(deliveryPromise({ ...blocked, codReason: 'No cash here.' }, 'hi', hindi).cod).toBe('No cash here.');
  });
});
