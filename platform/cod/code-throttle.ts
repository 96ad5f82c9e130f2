import { and, count, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../shared/db/database';
import { codCodeSends } from './tables';
import { SENDS_PER_CLIENT_PER_HOUR, SENDS_PER_PHONE_PER_HOUR } from './contract/cod-messages';

const HOUR_MS = 3_600_000;

/**
 * Whether another code may be sent to this phone (in this shop) and for this client address: at most
 * SENDS_PER_PHONE_PER_HOUR and SENDS_PER_CLIENT_PER_HOUR within the last hour. Checked and recorded while the order's
 * confirmation row is locked, so one order's sends are counted one at a time.
 */
export async function mayRecordSend(db: Queryable, send: { shopId: number; phone: string; clientKey: string }, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - HOUR_MS);
  const [byPhone] = await db
    .select({ n: count() })
    .from(codCodeSends)
    .where(and(eq(codCodeSends.shopId, send.shopId), eq(codCodeSends.phone, send.phone), gt(codCodeSends.sentAt, since)));
  if (Number(byPhone?.n ?? 0) >= SENDS_PER_PHONE_PER_HOUR) return false;
  const [byClient] = await db
    .select({ n: count() })
    .from(codCodeSends)
    .where(and(eq(codCodeSends.clientKey, send.clientKey), gt(codCodeSends.sentAt, since)));
  if (Number(byClient?.n ?? 0) >= SENDS_PER_CLIENT_PER_HOUR) return false;
  await db.insert(codCodeSends).values({ ...send, sentAt: now });
  return true;
}
