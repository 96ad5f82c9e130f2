import { describe, expect, it } from 'vitest';
import { listShares, priceOrder } from '../cart';
import { splitLine } from '../orders/amounts';
import { pricePromotions, type PromotionLine } from './promotion-pricing';

const line = (id: number, priceRupees: number, units: number, costRupees = priceRupees * 0.7, deliveryRupees = 0): PromotionLine => ({
  product: { id, name: `P${id}`, categoryId: 100 + id, priceRupees, deliveryRupees, costPaise: Math.round(costRupees * 100) },
  units,
});
const offers = [
  { id: 1, kind: 'ITEMS_PERCENT' as const, minItems: 3, percent: 10, minCartPaise: 0, flatPaise: 0 },
  { id: 2, kind: 'SPEND_FLAT' as const, minCartPaise: 1000_00, flatPaise: 150_00, minItems: 0, percent: 0 },
];
const coupon = {
  code: 'SAVE20',
  kind: 'PERCENT' as const,
  percent: 20,
  capPaise: null,
  flatPaise: 0,
  minCartPaise: 0,
  categoryIds: [],
  productIds: [],
};

describe('pricePromotions', () => {
  it('takes the best automatic offer that applies, and hints at the next one', () => {
    const lines = [line(1, 400, 2), line(2, 300, 1)];
    const result = pricePromotions(lines, listShares(lines), offers, null);
    // 3 items: 10% of ₹1,100 = ₹110; spending ₹1,000 or more: ₹150. The flat one wins.
    expect(result.savings.autoOffer).toEqual([109, 41]);
    expect(result.savings.autoOfferLabel).toBe('Spend ₹1,000: ₹150 off');
    expect(result.offerHint).toBe('');
    const small = [line(1, 400, 1)];
    expect(pricePromotions(small, listShares(small), offers, null).offerHint).toBe('Add 2 more items to save 10%');
    const two = [line(1, 800, 1), line(2, 100, 1)];
    expect(pricePromotions(two, listShares(two), offers, null).offerHint).toBe('Add 1 more item to save 10%');
    const spend = [line(1, 800, 1)];
    expect(pricePromotions(spend, listShares(spend), [offers[1]!], null).offerHint).toBe('Add ₹200 more to save ₹150');
  });

  it('takes the coupon off what the offer left, spread by line, and cuts a share at the margin', () => {
    const lines = [line(1, 500, 2), line(2, 500, 1, 480)];
    const result = pricePromotions(lines, listShares(lines), [], { code: 'SAVE20', rule: coupon });
    // 20% of ₹1,500 = ₹300: ₹200 and ₹100, the second cut to its ₹20 margin.
    expect(result.savings.coupon).toEqual([200, 20]);
    expect(result.coupon).toEqual({
      code: 'SAVE20',
      applied: true,
      message: 'SAVE20 applied: you save ₹220. Capped at your margin on some items',
      saving: 220,
    });
  });

  it('prices the order in the order of application, and a split line still adds up', () => {
    const lines = [line(1, 333, 3, 100, 20), line(2, 250, 1, 100)];
    const shares = listShares(lines);
    const { savings } = pricePromotions(lines, shares, offers, { code: 'SAVE20', rule: coupon });
    const priced = priceOrder(lines, 'ONLINE', savings);
    const subtotal = 999 + 250;
    const autoOffer = 150;
    const couponSaving = Math.round((subtotal - autoOffer) * 0.2);
    const online = Math.round((subtotal - autoOffer - couponSaving) * 0.1);
    expect(priced.totals).toMatchObject({
      subtotal,
      delivery: 60,
      autoOffer,
      coupon: couponSaving,
      total: subtotal + 60 - autoOffer - couponSaving,
      onlineDiscount: online,
    });
    expect(priced.lines.reduce((a, l) => a + l.amountPaise, 0)).toBe(priced.totalPaise);
    const first = priced.lines[0]!;
    const { part, rest } = splitLine({ ...first, quantity: first.units }, 1);
    expect(part.amountPaise + rest.amountPaise).toBe(first.amountPaise);
    expect(part.couponPaise + rest.couponPaise).toBe(first.couponPaise);
    expect(part.autoOfferPaise + rest.autoOfferPaise).toBe(first.autoOfferPaise);
  });

  it('gives free delivery as the delivery charge, and refuses a coupon for other items or a smaller cart', () => {
    const lines = [line(1, 300, 2, 210, 40)];
    const free = pricePromotions(lines, listShares(lines), [], { code: 'SHIP', rule: { ...coupon, code: 'SHIP', kind: 'FREE_DELIVERY' } });
    expect(free.coupon?.saving).toBe(80);
    expect(priceOrder(lines, 'ONLINE', free.savings).totals).toMatchObject({ total: 600, onlineDiscount: 60 });
    const elsewhere = pricePromotions(lines, listShares(lines), [], { code: 'SAVE20', rule: { ...coupon, productIds: [9] } });
    expect(elsewhere.coupon?.message).toBe('This coupon is not valid for the items in your cart.');
    const bigger = pricePromotions(lines, listShares(lines), [], { code: 'SAVE20', rule: { ...coupon, minCartPaise: 720_00 } });
    expect(bigger.coupon?.message).toBe('Add ₹120 more to use SAVE20');
  });
});
