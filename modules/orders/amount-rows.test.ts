import { describe, expect, it } from 'vitest';
import { amountRows, savingNotes, totalNotes } from './amount-rows';
import type { OrderAmounts } from './types';

const placed: OrderAmounts = {
  items: 3,
  itemsPrice: 1615,
  offer: 0,
  subtotal: 1615,
  delivery: 100,
  autoOffer: 0,
  autoOfferLabel: '',
  coupon: 0,
  couponCode: '',
  onlineDiscount: 0,
  codFee: 0,
  total: 1715,
  cancelled: 0,
  refunded: 0,
  cancelledItems: 0,
  net: 1715,
};

describe('amountRows', () => {
  it('shows the COD fee on its own row after delivery, in the total the courier collects', () => {
    const cod = { ...placed, codFee: 49, total: 1764, net: 1764 };
    expect(amountRows(cod).map((r) => [r.label, r.value])).toEqual([
      ['Price (3 items)', '₹1,615'],
      ['Delivery Charges', '₹100'],
      ['COD fee', '₹49'],
      ['Order total', '₹1,764'],
    ]);
  });

  it('ends with the order total, the net, and no cancelled row while nothing is cancelled', () => {
    expect(amountRows(placed).map((r) => [r.label, r.value])).toEqual([
      ['Price (3 items)', '₹1,615'],
      ['Delivery Charges', '₹100'],
      ['Order total', '₹1,715'],
    ]);
    expect(totalNotes(placed)).toEqual([]);
    expect(savingNotes(placed)).toEqual([]);
  });

  it('takes what was cancelled off before the order total, which is the platform’s net, and says what was refunded', () => {
    const after = { ...placed, cancelled: 538, cancelledItems: 1, net: 1177, refunded: 538 };
    expect(amountRows(after).map((r) => [r.label, r.value])).toEqual([
      ['Price (3 items)', '₹1,615'],
      ['Delivery Charges', '₹100'],
      ['Cancelled (1 item)', '−₹538'],
      ['Order total', '₹1,177'],
      ['Refunded', '₹538'],
    ]);
    expect(totalNotes(after)).toEqual(['₹538 cancelled', '₹538 refunded']);
  });

  it('shows the offer, free delivery and the online discount as the order stored them', () => {
    const holi = { ...placed, items: 2, itemsPrice: 298, offer: 49, subtotal: 249, delivery: 0, onlineDiscount: 25, total: 224, net: 224 };
    expect(amountRows(holi).map((r) => `${r.label} ${r.value}`)).toEqual([
      'Price (2 items) ₹298',
      'T-shirt pair offer −₹49',
      'Delivery Charges Free',
      'Online payment discount −₹25',
      'Order total ₹224',
    ]);
  });

  it('shows the automatic offer under its title and the coupon with its code, each on its own row, before delivery', () => {
    const saved = {
      ...placed,
      items: 2,
      itemsPrice: 1200,
      subtotal: 1200,
      autoOffer: 120,
      autoOfferLabel: '2 or more items: 10% off',
      coupon: 108,
      couponCode: 'WELCOME10',
      delivery: 0,
      onlineDiscount: 97,
      total: 875,
      net: 875,
    };
    expect(amountRows(saved).map((r) => [r.key, `${r.label} ${r.value}`, r.tone])).toEqual([
      ['items', 'Price (2 items) ₹1,200', 'plain'],
      ['auto-offer', '2 or more items: 10% off −₹120', 'saving'],
      ['coupon', 'Coupon WELCOME10 −₹108', 'saving'],
      ['delivery', 'Delivery Charges Free', 'free'],
      ['online-discount', 'Online payment discount −₹97', 'saving'],
      ['total', 'Order total ₹875', 'total'],
    ]);
    expect(savingNotes(saved)).toEqual(['₹120 saved: 2 or more items: 10% off', '₹108 saved with WELCOME10']);
    expect(totalNotes(saved)).toEqual([]);
  });

  it('shows a free-delivery coupon’s saving on the coupon row, delivery itself as charged', () => {
    const freeDelivery = { ...placed, coupon: 100, couponCode: 'FREESHIP', total: 1615, net: 1615 };
    expect(amountRows(freeDelivery).map((r) => `${r.label} ${r.value}`)).toEqual([
      'Price (3 items) ₹1,615',
      'Coupon FREESHIP −₹100',
      'Delivery Charges ₹100',
      'Order total ₹1,615',
    ]);
  });
});
