import { describe, expect, it } from 'vitest';
import { amountRows, ENGLISH_AMOUNT_LABELS, savingNotes, totalNotes } from './amount-rows';
import { formatDayTime, formatOrderDate, formatOrderDateTime, formatPromisedDay } from './order-date';
import { orderDeliveryDay } from './order-delivery-by';
import { amountLabels, ENGLISH_LINE_PRICE_LABELS, linePriceLabels, paymentText, statusLabel } from './order-texts';
import { ordersTranslator } from './translators.test-support';
import type { OrderAmounts } from './types';

const en = ordersTranslator('en');
const hi = ordersTranslator('hi');

const placed: OrderAmounts = {
  items: 3,
  itemsPrice: 161500,
  offer: 0,
  subtotal: 161500,
  delivery: 100,
  autoOffer: 0,
  autoOfferLabel: '',
  coupon: 0,
  couponCode: '',
  onlineDiscount: 0,
  codFee: 0,
  total: 161600,
  cancelled: 0,
  refunded: 0,
  cancelledItems: 0,
  net: 161600,
};
const everything: OrderAmounts = {
  ...placed,
  items: 1,
  offer: 49,
  autoOffer: 120,
  autoOfferLabel: '2 or more items: 10% off',
  coupon: 108,
  couponCode: 'WELCOME10',
  onlineDiscount: 97,
  codFee: 49,
  cancelled: 538,
  cancelledItems: 2,
  refunded: 538,
};
const noTitles: OrderAmounts = { ...everything, autoOfferLabel: '', couponCode: '', delivery: 0, cancelledItems: 1 };

describe('amount rows in the catalogue’s words', () => {
  it('say in English exactly what the console’s English rows say', () => {
    for (const amounts of [placed, everything, noTitles]) {
      expect(amountRows(amounts, amountLabels(en))).toEqual(amountRows(amounts, ENGLISH_AMOUNT_LABELS));
      expect(savingNotes(amounts, amountLabels(en))).toEqual(savingNotes(amounts));
      expect(totalNotes(amounts, amountLabels(en))).toEqual(totalNotes(amounts));
    }
  });

  it('say in Hindi the same figures in ₹ with Indian grouping and Latin digits', () => {
    expect(amountRows(everything, amountLabels(hi)).map((r) => `${r.label} ${r.value}`)).toEqual([
      'कीमत (1 आइटम) ₹1,61,500',
      'टी-शर्ट जोड़ी ऑफ़र −₹49',
      '2 or more items: 10% off −₹120',
      'कूपन WELCOME10 −₹108',
      'डिलीवरी शुल्क ₹100',
      'कैश ऑन डिलीवरी शुल्क ₹49',
      'ऑनलाइन भुगतान पर छूट −₹97',
      'रद्द (2 आइटम) −₹538',
      'ऑर्डर की कुल राशि ₹1,61,600',
      'रिफ़ंड हुआ ₹538',
    ]);
    expect(savingNotes(everything, amountLabels(hi))).toEqual(['₹120 की बचत: 2 or more items: 10% off', 'WELCOME10 से ₹108 की बचत']);
    expect(totalNotes(everything, amountLabels(hi))).toEqual(['₹538 रद्द', '₹538 रिफ़ंड हुआ']);
  });

  it('name an offer or coupon without a title in Hindi, and free delivery', () => {
    const rows = amountRows(noTitles, amountLabels(hi));
    expect(rows.find((r) => r.key === 'auto-offer')?.label).toBe('ऑफ़र');
    expect(rows.find((r) => r.key === 'coupon')?.label).toBe('कूपन');
    expect(rows.find((r) => r.key === 'delivery')?.value).toBe('मुफ़्त');
    expect(rows.find((r) => r.key === 'cancelled')?.label).toBe('रद्द (1 आइटम)');
    expect(savingNotes(noTitles, amountLabels(hi))).toEqual(['₹120 की बचत: ऑफ़र', 'कूपन से ₹108 की बचत']);
  });

  it('word a line’s price in English as LinePrice always did, and in Hindi', () => {
    expect(linePriceLabels(en)).toEqual(ENGLISH_LINE_PRICE_LABELS);
    expect(linePriceLabels(hi).itemTotal).toBe('आइटम की कुल राशि');
  });
});

describe('statuses and payment in the catalogue’s words', () => {
  it('name every status', () => {
    expect(statusLabel(en, 'Awaiting Confirmation')).toBe('Awaiting confirmation');
    expect(statusLabel(en, 'Payment Pending')).toBe('Payment Pending');
    expect(statusLabel(hi, 'Awaiting Confirmation')).toBe('पुष्टि बाकी');
    expect(statusLabel(hi, 'Shipped')).toBe('शिप हो गया');
    expect(statusLabel(hi, 'Cancelled')).toBe('रद्द हो गया');
    expect(statusLabel(hi, 'Lost at sea')).toBe('Lost at sea');
  });

  it('say how an order is paid', () => {
    expect(paymentText(en, 'COD', 'NOT_REQUIRED')).toBe('Cash on Delivery');
    expect(paymentText(en, 'ONLINE', 'PENDING')).toBe('Awaiting payment');
    expect(paymentText(hi, 'COD', 'NOT_REQUIRED')).toBe('कैश ऑन डिलीवरी');
    expect(paymentText(hi, 'ONLINE', 'PAID')).toBe('ऑनलाइन भुगतान हो गया');
  });
});

describe('order dates', () => {
  // 14:48 UTC is 20:18 in India, 18:48 UTC already the next day there.
  const evening = '2026-11-19T14:48:00.000Z';
  const lateNight = '2026-11-19T18:48:00.000Z';

  it('stay as they were in English', () => {
    expect(formatOrderDate(evening)).toBe('19 Nov 2026');
    expect(formatOrderDateTime(evening)).toBe('19 Nov 2026, 8:18 pm');
    expect(formatDayTime('2026-11-28T10:15:00.000Z')).toBe('28 Nov, 3:45 pm');
    expect(formatPromisedDay('2024-11-29')).toBe('Fri, 29 Nov');
  });

  it('are written for hi-IN with Latin digits, in India’s time', () => {
    expect(formatOrderDate(evening, 'hi')).toBe('19 नव॰ 2026');
    expect(formatOrderDate(lateNight, 'hi')).toBe('20 नव॰ 2026');
    expect(formatOrderDateTime(evening, 'hi')).toMatch(/^19 नव॰ 2026, 8:18 (pm|am|अपराह्न)$/);
    expect(formatDayTime('2026-11-28T10:15:00.000Z', 'hi')).toMatch(/^28 नव॰, 3:45 /);
    expect(formatPromisedDay('2024-11-29', 'hi')).toBe('शुक्र, 29 नव॰');
    for (const text of [formatOrderDate(evening, 'hi'), formatOrderDateTime(evening, 'hi'), formatPromisedDay('2024-11-29', 'hi')]) {
      expect(text).not.toMatch(/[\u0966-\u096F]/);
    }
  });

  it('are empty for what is not a date', () => {
    expect(formatOrderDate('soon', 'hi')).toBe('');
    expect(formatPromisedDay('2026-02-30', 'hi')).toBe('');
    expect(formatPromisedDay(null, 'hi')).toBe('');
  });

  it('show the promised day only while the order is on its way', () => {
    expect(orderDeliveryDay('2024-11-29', 'Shipped', 'hi')).toBe('शुक्र, 29 नव॰');
    expect(orderDeliveryDay('2024-11-29', 'Delivered', 'hi')).toBe('');
    expect(orderDeliveryDay('2024-11-29', 'Cancelled', 'en')).toBe('');
    expect(en('deliveryBy', { day: formatPromisedDay('2024-11-29') })).toBe('Delivery by Fri, 29 Nov');
    expect(hi('deliveryBy', { day: formatPromisedDay('2024-11-29', 'hi') })).toBe('शुक्र, 29 नव॰ तक डिलीवरी');
  });
});
