import { z } from 'zod';

/**
 * Extension: an order's money as the platform computed it once, when the order was placed, and stored with it, and
 * what cancellations took off since; in whole rupees. Every screen that shows an order (payment dialog,
 * confirmation, orders, tracking, cancellation, the console's list, order page and invoice) shows these figures and
 * computes none of its own.
 */
export const orderAmountsWire = z.object({
  /** Units ordered. */
  items: z.number().int(),
  /** Σ list price × units. */
  items_price: z.number().int(),
  /** What the T-shirt pair price took off the list prices. */
  offer: z.number().int(),
  /** items_price − offer. */
  subtotal: z.number().int(),
  delivery: z.number().int(),
  /** The automatic offer's saving, and its title ('' when none applied). */
  auto_offer: z.number().int(),
  auto_offer_label: z.string(),
  /** The coupon's saving, and its code ('' when none applied). */
  coupon: z.number().int(),
  coupon_code: z.string(),
  /** The shop's discount for paying online (0 for cash on delivery). */
  online_discount: z.number().int(),
  /** The shop's fee for cash on delivery (0 for online payment or a shop without one). */
  cod_fee: z.number().int(),
  /** subtotal + delivery + cod_fee − auto_offer − coupon − online_discount: what the payment dialog charges, or the courier collects. */
  total: z.number().int(),
  /** The part of the total that belongs to cancelled items. */
  cancelled: z.number().int(),
  /** Money returned for cancelled items of a paid online order. */
  refunded: z.number().int(),
  /** Units cancelled (of `items`). */
  cancelled_items: z.number().int(),
  /**
   * total − cancelled: what the order comes to for the items still ordered, the one figure every screen shows as its
   * total: what the courier collects (cash on delivery), or what an online payment comes to once the cancelled
   * items' refunds are back.
   */
  net: z.number().int(),
});
export type OrderAmountsWire = z.infer<typeof orderAmountsWire>;
