import type { PaymentMode } from '../orders/contract/orders';
import { toPaise } from '../shared/contract/money';
import { computeTotals, ONLINE_DISCOUNT_PERCENT, withSavings, type Totals } from './contract/totals';
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
  /** The line's shares of the automatic offer and the coupon. */
  autoOfferPaise: number;
  couponPaise: number;
  /** The line's share of the online discount. */
  discountPaise: number;
  /** lineTotal − autoOffer − coupon − discount: what the line costs. */
  amountPaise: number;
}

export interface PricedOrder<L extends PricingLine = ResolvedLine> {
  lines: (L & LineMoney)[];
  totals: Totals;
  subtotalPaise: number;
  offerPaise: number;
  deliveryPaise: number;
  autoOfferPaise: number;
  autoOfferLabel: string;
  couponPaise: number;
  couponCode: string;
  discountPaise: number;
  totalPaise: number;
}

/**
 * The savings the offers domain worked out (promotion-pricing.ts), whole rupees per line, in the lines' order. A
 * free-delivery coupon's shares come off each line's delivery; any other saving off its price.
 */
export interface LineSavings {
  autoOffer: readonly number[];
  autoOfferLabel: string;
  coupon: readonly number[];
  couponCode: string;
  couponOnDelivery: boolean;
}

/** The list-price figures of the lines: their totals (the T-shirt pair rule included) and each line's shares. */
export interface ListShares {
  totals: Totals;
  /** Price × units. */
  listed: number[];
  /** The line's share of the T-shirt pair offer. */
  offers: number[];
  deliveries: number[];
  /** listed − offer: the line's part of the subtotal, what any saving is in proportion to. */
  net: number[];
}

export function totalsOf(lines: readonly PricingLine[], onlineDiscountPercent = ONLINE_DISCOUNT_PERCENT): Totals {
  return computeTotals(
    lines.map((l) => ({
      name: l.product.name,
      discountPrice: l.product.priceRupees,
      recommendedSellingPrice: l.product.deliveryRupees,
      units: l.units,
    })),
    onlineDiscountPercent,
  );
}

export function listShares(lines: readonly PricingLine[], onlineDiscountPercent = ONLINE_DISCOUNT_PERCENT): ListShares {
  const totals = totalsOf(lines, onlineDiscountPercent);
  const listed = lines.map((l) => l.product.priceRupees * l.units);
  const offers = apportion(totals.offer, listed);
  const deliveries = apportion(
    totals.delivery,
    lines.map((l) => l.product.deliveryRupees * l.units),
  );
  return { totals, listed, offers, deliveries, net: listed.map((price, i) => price - offers[i]!) };
}

/**
 * The order's money, computed once when it is placed and stored with it, from computeTotals (the one totals
 * function) and the savings of the offers domain, in this order: list prices (the T-shirt pair rule), the automatic
 * offer, the coupon, then the online discount (ONLINE orders: the shop's percent of the subtotal left). Each figure is
 * shared out over the lines in whole rupees, so each line shows how its price was reached, the lines add up to the
 * order and a cancelled line gives back exactly its share.
 */
export function priceOrder<L extends PricingLine>(
  lines: readonly L[],
  mode: PaymentMode,
  savings?: LineSavings,
  onlineDiscountPercent = ONLINE_DISCOUNT_PERCENT,
): PricedOrder<L> {
  const shares = listShares(lines, onlineDiscountPercent);
  const autoOffers = savings?.autoOffer ?? lines.map(() => 0);
  const couponShares = savings?.coupon ?? lines.map(() => 0);
  const sum = (parts: readonly number[]) => parts.reduce((a, b) => a + b, 0);
  const totals = withSavings(
    shares.totals,
    {
      autoOffer: sum(autoOffers),
      autoOfferLabel: sum(autoOffers) > 0 ? (savings?.autoOfferLabel ?? '') : '',
      coupon: sum(couponShares),
      couponCode: savings?.couponCode ?? '',
      couponOnDelivery: savings?.couponOnDelivery ?? false,
    },
    onlineDiscountPercent,
  );
  const left = shares.net.map((net, i) => net - autoOffers[i]! - (savings?.couponOnDelivery ? 0 : couponShares[i]!));
  const discount = mode === 'ONLINE' ? totals.onlineDiscount : 0;
  const discounts = apportion(discount, left);
  const priced = lines.map((line, i) => {
    const lineTotal = shares.listed[i]! - shares.offers[i]! + shares.deliveries[i]!;
    const amount = lineTotal - autoOffers[i]! - couponShares[i]! - discounts[i]!;
    return {
      ...line,
      unitPricePaise: toPaise(line.product.priceRupees),
      offerPaise: toPaise(shares.offers[i]!),
      deliveryPaise: toPaise(shares.deliveries[i]!),
      lineTotalPaise: toPaise(lineTotal),
      autoOfferPaise: toPaise(autoOffers[i]!),
      couponPaise: toPaise(couponShares[i]!),
      discountPaise: toPaise(discounts[i]!),
      amountPaise: toPaise(amount),
    };
  });
  return {
    lines: priced,
    totals,
    subtotalPaise: toPaise(totals.subtotal),
    offerPaise: toPaise(totals.offer),
    deliveryPaise: toPaise(totals.delivery),
    autoOfferPaise: toPaise(totals.autoOffer),
    autoOfferLabel: totals.autoOfferLabel,
    couponPaise: toPaise(totals.coupon),
    couponCode: totals.couponCode,
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
