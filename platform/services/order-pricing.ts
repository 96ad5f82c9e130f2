import type { PaymentMode } from '../contract/orders';
import { computeTotals, type Totals } from '../contract/totals';
import type { ResolvedLine } from './requested-lines';

export interface PricedLine extends ResolvedLine {
  /** The line's share of the order's subtotal and delivery, paise. */
  subtotalPaise: number;
  deliveryPaise: number;
  unitPricePaise: number;
  lineTotalPaise: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  totals: Totals;
  subtotalPaise: number;
  deliveryPaise: number;
  discountPaise: number;
  totalPaise: number;
}

export function totalsOf(lines: readonly ResolvedLine[]): Totals {
  return computeTotals(
    lines.map((l) => ({ name: l.product.name, discountPrice: l.product.priceRupees, recommendedSellingPrice: l.product.deliveryRupees, units: l.units })),
  );
}

/**
 * The order's money in paise, from computeTotals (the one totals function). Each line gets its share of the
 * subtotal and delivery in proportion to its list price, so the lines always add up to the order, also when the
 * HOLI T-SHIRT pair price replaces the list prices. ONLINE orders take the online discount.
 */
export function priceOrder(lines: readonly ResolvedLine[], mode: PaymentMode): PricedOrder {
  const totals = totalsOf(lines);
  const subtotals = apportion(
    totals.subtotal * 100,
    lines.map((l) => l.product.priceRupees * l.units),
  );
  const deliveries = apportion(
    totals.delivery * 100,
    lines.map((l) => l.product.deliveryRupees * l.units),
  );
  const priced = lines.map((line, i) => {
    const subtotalPaise = subtotals[i]!;
    const deliveryPaise = deliveries[i]!;
    return { ...line, subtotalPaise, deliveryPaise, unitPricePaise: Math.round(subtotalPaise / line.units), lineTotalPaise: subtotalPaise + deliveryPaise };
  });
  const discountPaise = mode === 'ONLINE' ? totals.onlineDiscount * 100 : 0;
  return {
    lines: priced,
    totals,
    subtotalPaise: totals.subtotal * 100,
    deliveryPaise: totals.delivery * 100,
    discountPaise,
    totalPaise: totals.total * 100 - discountPaise,
  };
}

/** Splits a whole amount in proportion to the weights (largest remainder), so the parts add up exactly. */
export function apportion(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / sum);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
