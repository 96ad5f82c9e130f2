import { describe, expect, it } from 'vitest';
import { formatRupees } from '@/lib/format/money';
import { cartTotals, showsPairPrompt } from './cart-totals';

const line = (name: string, price: number, units: number, deliveryCharge = 0) => ({ name, price, units, deliveryCharge });
const holi = (units: number) => line('HOLI T-SHIRT', 149, units, 49);

describe('cart totals on the cart screen', () => {
  it('prices the HOLI T-SHIRT pair at ₹249 with free delivery, and says nothing about it', () => {
    expect(cartTotals([holi(2)])).toMatchObject({ items: 2, itemsPrice: 298, offer: 49, subtotal: 249, delivery: 0, total: 249 });
    expect(showsPairPrompt([holi(2)])).toBe(false);
  });

  it('charges a single HOLI T-SHIRT its price and delivery, and prompts to buy 2', () => {
    expect(cartTotals([holi(1)])).toMatchObject({ items: 1, subtotal: 149, delivery: 49, total: 198 });
    expect(showsPairPrompt([holi(1)])).toBe(true);
  });

  it('applies the pair price to exactly 2 units, also when split over two sizes', () => {
    expect(cartTotals([holi(1), holi(1)])).toMatchObject({ subtotal: 249, delivery: 0, total: 249 });
    expect(cartTotals([holi(3)])).toMatchObject({ subtotal: 447, delivery: 147, total: 594 });
    expect(showsPairPrompt([holi(3)])).toBe(false);
    expect(showsPairPrompt([holi(2), holi(1)])).toBe(false);
  });

  it('uses the ordinary formula once anything else is in the cart', () => {
    const cart = [holi(2), line('Kanchi Looms Kurta', 529, 1)];
    expect(cartTotals(cart)).toMatchObject({ items: 3, subtotal: 827, delivery: 98, total: 925 });
    expect(showsPairPrompt(cart)).toBe(false);
  });

  it('floors the subtotal and delivers free when no line has a delivery charge', () => {
    expect(cartTotals([line('Steel Tumbler', 99.5, 3), line('Bottle', 0.75, 1)])).toMatchObject({ subtotal: 299, delivery: 0, total: 299 });
    expect(cartTotals([line('Lamp', 1299, 2, 0), line('Rug', 2499, 1, 60)])).toMatchObject({ subtotal: 5097, delivery: 60, total: 5157 });
  });

  it('promises free delivery for a second shirt only when the single shirt has a delivery charge', () => {
    expect(showsPairPrompt([line('HOLI T-SHIRT', 149, 1, 0)])).toBe(false);
  });

  it('totals an empty cart as nothing', () => {
    expect(cartTotals([])).toMatchObject({ items: 0, subtotal: 0, delivery: 0, total: 0 });
    expect(showsPairPrompt([])).toBe(false);
  });

  it('shows money as whole rupees with Indian digit grouping', () => {
    expect(formatRupees(cartTotals([line('Watch', 123456, 1)]).total)).toBe('₹1,23,456');
    expect(formatRupees(cartTotals([line('Saree', 4999, 21, 50)]).total)).toBe('₹1,06,029');
  });
});
