import type { PaymentMode } from '../orders/contract/orders';
import { toPaise } from '../shared/contract/money';
import { computeTotals, type Totals } from './contract/totals';
import type { ResolvedLine } from './requested-lines';

/** What pricing needs of a line: the product's name, list price and delivery charge (whole rupees) and the units. */
export interface PricingLine {
  product: { name: string; priceRupees: number; deliveryRupees: number };
  units: number;
}

/** A line's money, whole rupees in paise; the lines of an order add up to the order's figures exactly. */
export interface LineMoney {
  /** List price of one unit. */
  unitPricePaise: number;
  /** The line's share of the T-shirt pair offer. */
  offerPaise: number;
  deliveryPaise: number;
  /** unit price × units − offer + delivery. */
  lineTotalPaise: number;
  /** The line's share of the online discount. */
  discountPaise: number;
  /** lineTotal − discount: what the line costs. */
  amountPaise: number;
}

export interface PricedOrder<L extends PricingLine = ResolvedLine> {
  lines: (L & LineMoney)[];
  totals: Totals;
  subtotalPaise: number;
  offerPaise: number;
  deliveryPaise: number;
  discountPaise: number;
  totalPaise: number;
}

export function totalsOf(lines: readonly PricingLine[]): Totals {
  return computeTotals(
    lines.map((l) => ({
      name: l.product.name,
      discountPrice: l.product.priceRupees,
      recommendedSellingPrice: l.product.deliveryRupees,
      units: l.units,
    })),
  );
}

/**
 * The order's money, computed once when it is placed and stored with it, from computeTotals (the one totals
 * function). The offer, delivery and online discount (ONLINE orders) are shared out over the lines in whole rupees
 * in proportion to each line's price, so each line shows how its price was reached and the lines add up to the order.
 */
export function priceOrder<L extends PricingLine>(lines: readonly L[], mode: PaymentMode): PricedOrder<L> {
  const totals = totalsOf(lines);
  const listed = lines.map((l) => l.product.priceRupees * l.units);
  const offers = apportion(totals.offer, listed);
  const deliveries = apportion(
    totals.delivery,
    lines.map((l) => l.product.deliveryRupees * l.units),
  );
  const discount = mode === 'ONLINE' ? totals.onlineDiscount : 0;
  const discounts = apportion(
    discount,
    listed.map((price, i) => price - offers[i]!),
  );
  const priced = lines.map((line, i) => {
    const lineTotal = listed[i]! - offers[i]! + deliveries[i]!;
    return {
      ...line,
      unitPricePaise: toPaise(line.product.priceRupees),
      offerPaise: toPaise(offers[i]!),
      deliveryPaise: toPaise(deliveries[i]!),
      lineTotalPaise: toPaise(lineTotal),
      discountPaise: toPaise(discounts[i]!),
      amountPaise: toPaise(lineTotal - discounts[i]!),
    };
  });
  return {
    lines: priced,
    totals,
    subtotalPaise: toPaise(totals.subtotal),
    offerPaise: toPaise(totals.offer),
    deliveryPaise: toPaise(totals.delivery),
    discountPaise: toPaise(discount),
    totalPaise: toPaise(totals.total - discount),
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
