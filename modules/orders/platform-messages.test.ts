import { describe, expect, it } from 'vitest';
import * as store from '@/lib/store/messages';
import { COMMENT_TOO_SHORT_MESSAGE, REASON_REQUIRED_MESSAGE } from '@/lib/validation/cancellation';
import {
  ALREADY_CANCELLED_MESSAGE,
  CANCELLATION_REASONS,
  NOT_CANCELLABLE_MESSAGE,
  PAYMENT_VERIFICATION_FAILED,
  TOO_MANY_UNITS_MESSAGE,
} from '@/platform/orders/contract/orders';
import { ORDER_ITEM_NOT_FOUND_MESSAGE } from '@/platform/orders/cancellation';
import {
  AWAITING_CALL_NOTE,
  AWAITING_CODE_NOTE,
  CONFIRMED_BY_CALL_NOTE,
  CONFIRMED_BY_CODE_NOTE,
  NOT_CONFIRMED_NOTE,
  ORDER_NOT_FOUND_MESSAGE,
} from '@/platform/cod/contract/cod-messages';
import { SCRIPT_FAILED_MESSAGE } from '@/modules/checkout/checkout-script';
import { PLATFORM_MESSAGE_KEYS, TRACKING_NOTE_KEYS, platformMessage, trackingEventTitle, trackingNote } from './platform-messages';
import { REASON_KEYS } from './order-texts';
import { ordersTranslator, trackingTranslator } from './translators.test-support';

const en = ordersTranslator('en');
const hi = ordersTranslator('hi');
const enTracking = trackingTranslator('en');
const hiTracking = trackingTranslator('hi');
const devanagari = /[\u0900-\u097F]/;

/** The messages the order screens show, from where they are written. */
const SHOWN = [
  store.ORDERS_FAILED_MESSAGE,
  store.ORDER_FAILED_MESSAGE,
  store.ORDER_NOT_FOUND_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_ITEM_NOT_FOUND_MESSAGE,
  store.TRACKING_FAILED_MESSAGE,
  store.CANCEL_FAILED_MESSAGE,
  TOO_MANY_UNITS_MESSAGE,
  NOT_CANCELLABLE_MESSAGE,
  ALREADY_CANCELLED_MESSAGE,
  REASON_REQUIRED_MESSAGE,
  COMMENT_TOO_SHORT_MESSAGE,
  'Please enter at least 10 characters.',
  'Choose how many to cancel.',
  store.SESSION_EXPIRED_MESSAGE,
  store.SIGNED_OUT_MESSAGE,
  store.NETWORK_MESSAGE,
  store.INVALID_REQUEST_MESSAGE,
  SCRIPT_FAILED_MESSAGE,
  'Confirming your payment...',
  store.PAYMENT_RESULT_FAILED_MESSAGE,
  store.PAYMENT_RETRY_FAILED_MESSAGE,
  PAYMENT_VERIFICATION_FAILED,
];

describe('platformMessage', () => {
  it('knows every message the order screens show, as the platform and the storefront write it', () => {
    for (const message of SHOWN) expect(PLATFORM_MESSAGE_KEYS[message], message).toBeDefined();
    expect(Object.keys(PLATFORM_MESSAGE_KEYS).sort()).toEqual([...new Set(SHOWN)].sort());
  });

  it('says each of them word for word on an English page', () => {
    for (const message of SHOWN) expect(platformMessage(en, message)).toBe(message);
    const notCompleted = 'Payment was not completed. Your order SO-1042 is saved and waiting for payment.';
    expect(platformMessage(en, notCompleted)).toBe(notCompleted);
    const failed = 'Payment failed. Your order SO-1042 is saved but not paid. You can retry the payment.';
    expect(platformMessage(en, failed)).toBe(failed);
    const failedBecause = 'Payment failed. Card declined. Your order SO-1042 is saved but not paid. You can retry the payment.';
    expect(platformMessage(en, failedBecause)).toBe(failedBecause);
  });

  it('says each of them in Hindi on a Hindi page', () => {
    for (const message of SHOWN) expect(platformMessage(hi, message), message).toMatch(devanagari);
    expect(platformMessage(hi, REASON_REQUIRED_MESSAGE)).toBe('कृपया रद्द करने का कारण चुनें।');
    expect(platformMessage(hi, NOT_CANCELLABLE_MESSAGE)).toBe('यह आइटम शिप हो चुका है, इसलिए अब रद्द नहीं हो सकता।');
    expect(platformMessage(hi, 'Payment was not completed. Your order SO-1042 is saved and waiting for payment.')).toBe(
      'भुगतान पूरा नहीं हुआ। आपका ऑर्डर SO-1042 सेव है और भुगतान का इंतज़ार कर रहा है।',
    );
    // The gateway's reason stays as it gave it, the order number too.
    expect(platformMessage(hi, 'Payment failed. Card declined. Your order SO-1042 is saved but not paid. You can retry the payment.')).toBe(
      'भुगतान नहीं हो पाया। Card declined. आपका ऑर्डर SO-1042 सेव है, पर उसका भुगतान नहीं हुआ है। आप फिर से भुगतान कर सकते हैं।',
    );
  });

  it('shows a message it does not know as given', () => {
    expect(platformMessage(hi, 'Something new from the platform.')).toBe('Something new from the platform.');
    expect(platformMessage(hi, '')).toBe('');
  });
});

describe('trackingNote', () => {
  const NOTES = [AWAITING_CODE_NOTE, AWAITING_CALL_NOTE, CONFIRMED_BY_CODE_NOTE, CONFIRMED_BY_CALL_NOTE, NOT_CONFIRMED_NOTE];
  const PATTERNED = [
    'Cancelled by the customer: Ordered By Mistake.',
    'Cancelled by the customer: Incorrect size ordered. 2 of 3 units.',
    'Order packed.',
    'Order shipped.',
    'Shipped with Delhivery.',
    'Shipped with Blue Dart, tracking number BD123456.',
    'Paid online (pay_ABC123), confirmed by the checkout.',
    'Paid online (pay_ABC123), reported by Razorpay (payment.captured), after every item was cancelled: refund due.',
  ];

  it('knows the platform’s notes and says them word for word in English', () => {
    for (const note of NOTES) expect(TRACKING_NOTE_KEYS[note], note).toBeDefined();
    for (const note of [...Object.keys(TRACKING_NOTE_KEYS), ...PATTERNED]) expect(trackingNote(enTracking, en, note)).toBe(note);
  });

  it('says them in Hindi, with the reason translated and the courier and numbers kept', () => {
    for (const note of [...Object.keys(TRACKING_NOTE_KEYS), ...PATTERNED]) expect(trackingNote(hiTracking, hi, note), note).toMatch(devanagari);
    expect(trackingNote(hiTracking, hi, 'Cancelled by the customer: Ordered By Mistake.')).toBe('आपने रद्द किया: गलती से ऑर्डर हो गया।');
    expect(trackingNote(hiTracking, hi, 'Cancelled by the customer: Incorrect size ordered. 2 of 3 units.')).toBe(
      'आपने रद्द किया: गलत साइज़ ऑर्डर हो गया। 3 में से 2 यूनिट।',
    );
    expect(trackingNote(hiTracking, hi, 'Order packed.')).toBe('ऑर्डर पैक हो गया।');
    expect(trackingNote(hiTracking, hi, 'Shipped with Blue Dart, tracking number BD123456.')).toBe('Blue Dart से भेजा गया, ट्रैकिंग नंबर BD123456।');
    expect(trackingNote(hiTracking, hi, 'Paid online (pay_ABC123), confirmed by the checkout.')).toBe(
      'ऑनलाइन भुगतान हुआ (pay_ABC123), चेकआउट पर पुष्टि हुई।',
    );
  });

  it('keeps a note the shop typed itself as typed', () => {
    expect(trackingNote(hiTracking, hi, 'Handed to the courier at 5 pm')).toBe('Handed to the courier at 5 pm');
  });

  it('names the events: statuses and the payment’s', () => {
    expect(trackingEventTitle(hiTracking, hi, 'Payment received')).toBe('भुगतान मिल गया');
    expect(trackingEventTitle(hiTracking, hi, 'Shipped')).toBe('शिप हो गया');
    expect(trackingEventTitle(enTracking, en, 'Payment failed')).toBe('Payment failed');
    expect(trackingEventTitle(enTracking, en, 'Awaiting Confirmation')).toBe('Awaiting confirmation');
  });
});

describe('cancellation reasons', () => {
  it('has a catalogue key for each reason the platform takes, whose English is the reason itself', () => {
    expect(Object.keys(REASON_KEYS).sort()).toEqual([...CANCELLATION_REASONS].sort());
    for (const reason of CANCELLATION_REASONS) {
      expect(en(`reasons.${REASON_KEYS[reason]}`)).toBe(reason);
      expect(hi(`reasons.${REASON_KEYS[reason]}`)).toMatch(devanagari);
    }
  });
});
