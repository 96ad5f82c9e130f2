import { describe, expect, it } from 'vitest';
import { computeTotals, holdsOnlySpecialTshirt, isSpecialTshirt, type TotalsLine } from './totals';

const holi = (units: number): TotalsLine => ({ name: 'HOLI T-SHIRT', discountPrice: 149, recommendedSellingPrice: 49, units });
const kurta = (units: number): TotalsLine => ({ name: 'Cotton Kurta', discountPrice: 599, recommendedSellingPrice: 40, units });

describe('computeTotals', () => {
  it('follows the storefront spec: subtotal is the sum of price × units, delivery the sum of charge × units', () => {
    expect(computeTotals([kurta(2), { name: 'Steel Flask', discountPrice: 349, recommendedSellingPrice: 0, units: 1 }])).toEqual({
      items: 3,
      itemsPrice: 1547,
      offer: 0,
      subtotal: 1547,
      delivery: 80,
      total: 1627,
      onlineDiscount: 155,
      onlineTotal: 1472,
      autoOffer: 0,
      autoOfferLabel: '',
      coupon: 0,
      couponCode: '',
      onlineDiscountPercent: 10,
    });
  });

  it('treats a missing delivery charge as free delivery (accounts spec: "when present, else free")', () => {
    const totals = computeTotals([
      { name: 'A', discountPrice: 100, recommendedSellingPrice: null, units: 2 },
      { name: 'B', discountPrice: 50, units: 1 },
    ]);
    expect(totals).toMatchObject({ subtotal: 250, delivery: 0, total: 250 });
  });

  it('answers zeros for an empty cart', () => {
    expect(computeTotals([])).toEqual({
      items: 0,
      itemsPrice: 0,
      offer: 0,
      subtotal: 0,
      delivery: 0,
      total: 0,
      onlineDiscount: 0,
      onlineTotal: 0,
      autoOffer: 0,
      autoOfferLabel: '',
      coupon: 0,
      couponCode: '',
      onlineDiscountPercent: 10,
    });
  });

  it('prices a cart holding only 2 units of the HOLI T-SHIRT at 249 with free delivery, the offer shown apart', () => {
    expect(computeTotals([holi(2)])).toEqual({
      items: 2,
      itemsPrice: 298,
      offer: 49,
      subtotal: 249,
      delivery: 0,
      total: 249,
      onlineDiscount: 25,
      onlineTotal: 224,
      autoOffer: 0,
      autoOfferLabel: '',
      coupon: 0,
      couponCode: '',
      onlineDiscountPercent: 10,
    });
  });

  it('applies the HOLI rule to 2 units split over two sizes, and whatever the price list says', () => {
    expect(computeTotals([holi(1), holi(1)])).toMatchObject({ subtotal: 249, delivery: 0, total: 249 });
    expect(computeTotals([{ name: 'HOLI T-SHIRT', discountPrice: 167, recommendedSellingPrice: 49, units: 2 }])).toMatchObject({
      itemsPrice: 334,
      offer: 85,
      total: 249,
    });
  });

  it('does not apply the HOLI rule to one unit', () => {
    expect(computeTotals([holi(1)])).toMatchObject({ items: 1, subtotal: 149, delivery: 49, total: 198 });
  });

  it('does not apply the HOLI rule to three units', () => {
    expect(computeTotals([holi(3)])).toMatchObject({ items: 3, itemsPrice: 447, offer: 0, subtotal: 447, delivery: 147, total: 594 });
  });

  it('does not apply the HOLI rule when another product is in the cart', () => {
    expect(computeTotals([holi(2), kurta(1)])).toMatchObject({ items: 3, subtotal: 298 + 599, delivery: 98 + 40, total: 1035 });
  });

  it('recognises the T-shirt by name, ignoring case and surrounding spaces', () => {
    expect(isSpecialTshirt(' holi t-shirt ')).toBe(true);
    expect(isSpecialTshirt('HOLI T-SHIRT (kids)')).toBe(false);
    expect(holdsOnlySpecialTshirt([])).toBe(false);
    expect(computeTotals([{ ...holi(2), name: 'Holi T-Shirt' }])).toMatchObject({ total: 249 });
  });

  it('floors a fractional subtotal and rounds a fractional delivery charge', () => {
    const totals = computeTotals([
      { name: 'A', discountPrice: 99.5, recommendedSellingPrice: 12.5, units: 3 },
      { name: 'B', discountPrice: 0.25, recommendedSellingPrice: 0, units: 3 },
    ]);
    // 298.5 + 0.75 = 299.25 → 299; 37.5 → 38
    expect(totals).toMatchObject({ itemsPrice: 299, offer: 0, subtotal: 299, delivery: 38, total: 337 });
    expect(Number.isInteger(totals.onlineDiscount)).toBe(true);
  });

  it('takes 10% of the subtotal (not of delivery) off for paying online, in whole rupees', () => {
    expect(computeTotals([kurta(1)])).toMatchObject({ subtotal: 599, delivery: 40, total: 639, onlineDiscount: 60, onlineTotal: 579 });
    expect(computeTotals([{ name: 'C', discountPrice: 104, recommendedSellingPrice: 0, units: 1 }])).toMatchObject({
      onlineDiscount: 10,
      onlineTotal: 94,
      autoOffer: 0,
      autoOfferLabel: '',
      coupon: 0,
      couponCode: '',
      onlineDiscountPercent: 10,
    });
    expect(computeTotals([{ name: 'C', discountPrice: 105, recommendedSellingPrice: 0, units: 1 }])).toMatchObject({
      onlineDiscount: 11,
      onlineTotal: 94,
      autoOffer: 0,
      autoOfferLabel: '',
      coupon: 0,
      couponCode: '',
      onlineDiscountPercent: 10,
    });
  });
});
