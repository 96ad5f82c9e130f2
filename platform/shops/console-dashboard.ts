import { eq, sql } from 'drizzle-orm';
import {
  DASHBOARD_DAYS,
  IST_OFFSET_MINUTES,
  LOW_STOCK_LIMIT,
  type ConsoleDashboard,
  type DashboardDay,
  type DashboardFigures,
} from './contract/console-dashboard';
import { toRupees } from '../shared/contract/money';
import { queryRows, type Queryable } from '../shared/db/database';
import { products } from '../catalogue/tables';
import { resellers } from './tables';
import { shownInShop } from '../pricing';

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/** The India date (YYYY-MM-DD) of an instant. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the India day of `at` began, `daysBack` days earlier. */
export function indiaMidnight(at: Date, daysBack = 0): Date {
  const date = indiaDate(at);
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS - daysBack * DAY_MS);
}

interface DayModeRow {
  day: string;
  payment_mode: 'COD' | 'ONLINE';
  orders: number;
  revenue_paise: string | number;
}

/**
 * The shop's dashboard at `now`: today's and the last DASHBOARD_DAYS days' orders and revenue (see
 * shops/contract/console-dashboard.ts for what counts), revenue per day, orders waiting to ship, and the sizes at or below
 * the shop's low-stock threshold among the products it sells.
 */
export async function consoleDashboard(
  db: Queryable,
  shop: { id: number; lowStockThreshold: number },
  now = new Date(),
): Promise<Omit<ConsoleDashboard, 'status'>> {
  const since = indiaMidnight(now, DASHBOARD_DAYS - 1);
  const [dayRows, [waiting], lowStock] = await Promise.all([
    queryRows<DayModeRow>(
      db,
      sql`with counted as (
          select o.payment_mode, o.created_at,
            o.total_paise - coalesce((select sum(l.amount_paise) from order_lines l where l.order_id = o.id and l.status = 'Cancelled'), 0) as revenue_paise
          from orders o
          where o.reseller_id = ${shop.id} and o.created_at >= ${since.toISOString()}::timestamptz and o.created_at <= ${now.toISOString()}::timestamptz
            and o.payment_status in ('NOT_REQUIRED', 'PAID')
            and exists (select 1 from order_lines l where l.order_id = o.id and l.status <> 'Cancelled')
        )
        select to_char((created_at at time zone 'UTC') + ${sql.raw(`interval '${IST_OFFSET_MINUTES} minutes'`)}, 'YYYY-MM-DD') as day,
          payment_mode, count(*)::int as orders, sum(revenue_paise)::bigint as revenue_paise
        from counted group by 1, 2`,
    ),
    queryRows<{ orders: number }>(
      db,
      sql`select count(*)::int as orders from orders o
          where o.reseller_id = ${shop.id}
            and exists (select 1 from order_lines l where l.order_id = o.id and l.status in ('Confirmed', 'Packed'))`,
    ),
    queryRows<{ asin: string; name: string; image: string | null; size: string; stock: number }>(
      db,
      sql`select ${products.asin} as asin, ${products.name} as name, ${products.images}[1] as image, s.size_desc as size, s.stock
          from product_sizes s join ${products} on ${products.id} = s.product_id
          where ${products.isActive} and s.stock <= ${shop.lowStockThreshold} and ${shownInShop({ shopId: shop.id })}
          order by s.stock asc, ${products.position} asc, ${products.id} asc, s.position asc
          limit ${LOW_STOCK_LIMIT}`,
    ),
  ]);

  const dates = Array.from({ length: DASHBOARD_DAYS }, (_, i) => indiaDate(new Date(since.getTime() + i * DAY_MS + DAY_MS / 2)));
  const today = dates[dates.length - 1]!;
  const figures = (rows: DayModeRow[]): DashboardFigures => {
    const of = (mode: 'COD' | 'ONLINE') => rows.filter((row) => row.payment_mode === mode);
    const sum = (list: DayModeRow[], pick: (row: DayModeRow) => number) => list.reduce((total, row) => total + pick(row), 0);
    const paise = (row: DayModeRow) => Number(row.revenue_paise);
    const orders = sum(rows, (row) => row.orders);
    const revenuePaise = sum(rows, paise);
    return {
      orders,
      revenue: toRupees(revenuePaise),
      averageOrder: orders ? toRupees(Math.round(revenuePaise / orders)) : 0,
      codOrders: sum(of('COD'), (row) => row.orders),
      onlineOrders: sum(of('ONLINE'), (row) => row.orders),
      codRevenue: toRupees(sum(of('COD'), paise)),
      onlineRevenue: toRupees(sum(of('ONLINE'), paise)),
    };
  };
  const days: DashboardDay[] = dates.map((date) => {
    const day = figures(dayRows.filter((row) => row.day === date));
    return { date, orders: day.orders, revenue: day.revenue };
  });
  return {
    today: figures(dayRows.filter((row) => row.day === today)),
    lastDays: figures(dayRows),
    days,
    waitingToShip: waiting?.orders ?? 0,
    lowStockThreshold: shop.lowStockThreshold,
    lowStock: lowStock.map((row) => ({ ...row, image: row.image ?? '' })),
  };
}

/** Sets the shop's low-stock level (only its dashboard reads it, fresh, so no page is expired). */
export async function setLowStockThreshold(db: Queryable, shopId: number, threshold: number): Promise<void> {
  await db.update(resellers).set({ lowStockThreshold: threshold }).where(eq(resellers.id, shopId));
}
