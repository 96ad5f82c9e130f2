import { randomInt } from 'node:crypto';

/** A new order number (CoOrderID): 'OD' and 14 digits, the first six from the date so numbers sort by day. */
export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  const random = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return `OD${day}${random}`;
}
