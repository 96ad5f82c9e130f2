import { z } from 'zod';

/**
 * Extension: the console's dashboard (GET /api/console/dashboard). Days are India Standard Time calendar days.
 *
 * What counts: an order counts once it is placed and settled for payment — cash on delivery, or online and paid —
 * and not every one of its items is cancelled. Orders awaiting an online payment, or whose payment failed, do not
 * count. An order's revenue is its total (what the courier collects or the gateway charged) less the part that
 * belongs to its cancelled items, in whole rupees.
 */

/** Days of the chart and of the "last 7 days" figures, today included. */
export const DASHBOARD_DAYS = 7;
/** At most this many low-stock sizes are listed, the lowest stock first. */
export const LOW_STOCK_LIMIT = 10;
/** India Standard Time: UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MINUTES = 330;

const count = z.number().int().nonnegative();
const rupees = z.number().int();

export const dashboardFigures = z.object({
  orders: count,
  revenue: rupees,
  /** revenue ÷ orders, rounded to the rupee; 0 without orders. */
  averageOrder: rupees,
  codOrders: count,
  onlineOrders: count,
  codRevenue: rupees,
  onlineRevenue: rupees,
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

export const dashboardDay = z.object({
  /** YYYY-MM-DD in India. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  orders: count,
  revenue: rupees,
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const lowStockSize = z.object({
  asin: z.string(),
  name: z.string(),
  image: z.string(),
  /** Empty for a product sold in one size. */
  size: z.string(),
  stock: count,
});
export type LowStockSize = z.infer<typeof lowStockSize>;

export const consoleDashboardAnswer = z.object({
  status: z.literal('true'),
  today: dashboardFigures,
  lastDays: dashboardFigures,
  /** The last DASHBOARD_DAYS days, oldest first, today last. */
  days: z.array(dashboardDay),
  /** Orders (any day) with an item confirmed or packed but not shipped. */
  waitingToShip: count,
  lowStockThreshold: count,
  lowStock: z.array(lowStockSize),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboardAnswer>;

/** The largest low-stock threshold a shop may set, in units of one size. */
export const LOW_STOCK_THRESHOLD_MAX = 1000;
const THRESHOLD_MESSAGE = `The low-stock level must be a whole number of units from 0 to ${LOW_STOCK_THRESHOLD_MAX.toLocaleString('en-IN')}.`;

/** POST /api/console/dashboard/low_stock: sizes at or below this many units are the dashboard's low stock. */
export const lowStockThresholdRequest = z.object({
  threshold: z.coerce
    .number({ error: THRESHOLD_MESSAGE })
    .int(THRESHOLD_MESSAGE)
    .min(0, THRESHOLD_MESSAGE)
    .max(LOW_STOCK_THRESHOLD_MAX, THRESHOLD_MESSAGE),
});
export const lowStockThresholdAnswer = z.object({ status: z.literal('true'), message: z.string(), lowStockThreshold: count });
