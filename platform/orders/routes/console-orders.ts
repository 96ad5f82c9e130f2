import type { Hono } from 'hono';
import { stringify } from 'csv-stringify/sync';
import { calls } from '../../contract/calls';
import {
  CONSOLE_ORDERS_CSV_COLUMNS,
  CONSOLE_ORDERS_EXPORT_MAX,
  consoleCancelAnswer,
  consoleCancelRequest,
  consoleOrderAnswer,
  consoleOrderQuery,
  consoleOrdersAnswer,
  consoleOrdersQuery,
  consoleOrderStatusAnswer,
  consoleOrderStatusRequest,
  PAYMENT_STATE_LABELS,
  type ConsoleOrderRow,
} from '../contract/console-orders';
import { toRupees } from '../../shared/contract/money';
import type { PlatformContext } from '../../shared/platform-context';
import { consoleOrderDetail, exportConsoleOrders, listConsoleOrders, shopOrderRow } from '../console-orders';
import { cancelShopOrder } from '../cancellation';
import { setOrderStatus } from '../status';
import { answer, readJson, validate, type AppEnv } from '../../shared/http/context';
import { requireConsole } from '../../shared/http/require-console';

/** The console's Orders: list, one order, moving it on, cancelling, and the CSV export. Every query is the host's shop's. */
export function registerConsoleOrdersRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const auth = requireConsole(platform);

  app.get(calls.consoleOrders.path, auth, async (c) => {
    const filters = validate(consoleOrdersQuery, c.req.query());
    const list = await listConsoleOrders(platform.db, c.get('reseller').id, filters);
    return answer(c, consoleOrdersAnswer, { status: 'true', ...list });
  });

  app.get(calls.consoleOrder.path, auth, async (c) => {
    const { number } = validate(consoleOrderQuery, c.req.query());
    const order = await consoleOrderDetail(platform.db, c.get('reseller'), number);
    return answer(c, consoleOrderAnswer, { status: 'true', order });
  });

  app.post(calls.consoleOrderStatus.path, auth, async (c) => {
    const change = await readJson(c, consoleOrderStatusRequest);
    const order = await shopOrderRow(platform.db, c.get('reseller').id, change.number);
    const message = await setOrderStatus(
      platform,
      c.get('reseller').id,
      {
        CoOrderID: order.number,
        status: change.status,
        note: change.note,
        ...(change.status === 'Shipped' ? { courierName: change.courier_name, trackingNumber: change.tracking_number } : {}),
      },
      { forwardOnly: true },
    );
    return answer(c, consoleOrderStatusAnswer, { status: 'true', message });
  });

  app.post(calls.consoleCancelOrder.path, auth, async (c) => {
    const request = await readJson(c, consoleCancelRequest);
    const order = await shopOrderRow(platform.db, c.get('reseller').id, request.number);
    const note = `Cancelled by the shop: ${request.reason}`;
    const { refundPaise, items } = await cancelShopOrder(platform, order.id, request.line_id ?? null, {
      reason: request.reason,
      comment: '',
      note,
      shopperReason: request.reason,
    });
    const what = request.line_id ? `${items.join(', ')} is cancelled` : `Order ${order.number} is cancelled`;
    const refund = toRupees(refundPaise);
    const message = refund > 0 ? `${what}; ₹${refund.toLocaleString('en-IN')} is refunded to the shopper.` : `${what}.`;
    return answer(c, consoleCancelAnswer, { status: 'true', message, refund });
  });

  app.get(calls.consoleOrdersExport.path, auth, async (c) => {
    const filters = validate(consoleOrdersQuery, c.req.query());
    const shop = c.get('reseller');
    const rows = await exportConsoleOrders(platform.db, shop.id, filters, CONSOLE_ORDERS_EXPORT_MAX);
    const day = istDateTime(new Date()).slice(0, 10);
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="orders-${shop.code}-${day}.csv"`);
    c.header('cache-control', 'no-store');
    return c.body(ordersCsv(rows));
  });
}

/** The export: a header row and one row per order. Excel reads the byte-order mark as UTF-8 (for ₹ and names). */
export function ordersCsv(rows: readonly ConsoleOrderRow[]): string {
  const records = rows.map((row) => [
    row.number,
    istDateTime(new Date(row.placed_at)),
    row.shopper,
    row.phone,
    row.items,
    row.net,
    row.coupon_code,
    row.coupon || '',
    PAYMENT_STATE_LABELS[row.payment],
    row.status,
    row.courier_name,
    row.tracking_number,
  ]);
  // escape_formulas: a cell starting with = + - @ (or a tab) gets a leading ' so a spreadsheet shows it as text.
  return `\uFEFF${stringify([[...CONSOLE_ORDERS_CSV_COLUMNS], ...records], { escape_formulas: true, record_delimiter: 'windows' })}`;
}

/** 'YYYY-MM-DD HH:MM' in India's time. */
function istDateTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
