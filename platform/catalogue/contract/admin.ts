import { z } from 'zod';
import { okAnswer, text } from '../../shared/contract/common';
import { theme } from '../../shops/contract/branding';
import { CATALOGUE_PRICE_MAX } from './console-catalogue';
import { DELIVERY_PROMISE_MAX } from '../../orders/contract/delivery-promise';
import { ORDER_STATUSES } from '../../orders/contract/orders';

/**
 * Extension: the reseller's and supplier's back office, authenticated by the X-Admin-Key header
 * (PLATFORM_ADMIN_KEY). Every change is announced to the storefront so cached pages refresh.
 */
export const ADMIN_KEY_HEADER = 'X-Admin-Key';

/** POST /api/admin/product: change a product's supplier price or the stock of its sizes. */
export const adminProductRequest = z.object({
  ASIN: text(100).min(1, 'is required'),
  /** New base prices in whole rupees (the reseller's markup applies on top). */
  discountPrice: z.number().int().positive().max(CATALOGUE_PRICE_MAX).optional(),
  originalPrice: z.number().int().positive().max(CATALOGUE_PRICE_MAX).optional(),
  /** Size description ('' for an unsized product) → units in stock. */
  stock: z.record(z.string().max(40), z.number().int().min(0).max(1_000_000)).optional(),
});

/** POST /api/admin/branding: change the requesting host's reseller theme or contact details. */
export const adminBrandingRequest = z.object({
  theme: theme.partial().optional(),
  shop_name: text(80).min(1).optional(),
  emailid: text(254).optional(),
  mobileno: text(20).optional(),
  address: text(300).optional(),
  /** The header strip: say 'Free Delivery' only when no product the shop sells has a delivery charge. */
  delivery_promise: text(DELIVERY_PROMISE_MAX).trim().min(1).optional(),
});

/** POST /api/admin/order_status: move an order's lines on (shipping, delivery). */
export const adminOrderStatusRequest = z.object({
  CoOrderID: text(40).min(1, 'is required'),
  status: z.enum(ORDER_STATUSES),
  note: text(300).default(''),
});

export const adminAnswer = okAnswer;
