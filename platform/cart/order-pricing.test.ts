import { describe, expect, it } from 'vitest';
import { apportion, priceOrder } from './order-pricing';

const line = (name: string, priceRupees: number, deliveryRupees: number, units: number) => ({
  product: { name, priceRupees, deliveryRupees },
  units,
});

describe('priceOrder', () => {
  it('shares the HOLI pair offer over two sizes in whole rupees, the lines adding up to the order', () => {
    const priced = priceOrder([line('HOLI T-SHIRT', 149, 49, 1), line('HOLI T-SHIRT', 149, 49, 1)], 'ONLINE');
    expect(priced).toMatchObject({ subtotalPaise: 24900, offerPaise: 4900, deliveryPaise: 0, discountPaise: 2500, totalPaise: 22400 });
    expect(priced.lines.map((l) => [l.unitPricePaise, l.offerPaise, l.lineTotalPaise, l.discountPaise, l.amountPaise])).toEqual([
      [14900, 2500, 12400, 1200, 11200],
      [14900, 2400, 12500, 1300, 11200],
    ]);
  });

  it('charges cash on delivery no discount and keeps each line at its list price with its delivery', () => {
    const priced = priceOrder([line('Kurta', 599, 40, 2), line('Flask', 349, 0, 1)], 'COD');
    expect(priced).toMatchObject({ subtotalPaise: 154700, offerPaise: 0, deliveryPaise: 8000, discountPaise: 0, totalPaise: 162700 });
    expect(priced.lines.map((l) => l.amountPaise)).toEqual([127800, 34900]);
  });

  it('shares the online discount by the lines’ prices so that the amounts add up to the total exactly', () => {
    const priced = priceOrder([line('A', 105, 0, 1), line('B', 105, 0, 1), line('C', 105, 0, 1)], 'ONLINE');
    expect(priced.discountPaise).toBe(3200);
    expect(priced.lines.reduce((sum, l) => sum + l.amountPaise, 0)).toBe(priced.totalPaise);
    expect(priced.lines.every((l) => l.discountPaise % 100 === 0)).toBe(true);
  });
});

describe('apportion', () => {
  it('splits by weight with the largest remainders, never losing a unit', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    expect(apportion(7, [0, 0])).toEqual([7, 0]);
  });
});
