import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../shared/db/database';
import { devSmsOutbox } from './tables';

export const DEV_OUTBOX_LIMIT = 50;

/** A shop's text messages in the development outbox, newest first, as GET /api/Dev_Outbox answers them. */
export async function devOutboxFor(db: Queryable, shopId: number) {
  const rows = await db.select().from(devSmsOutbox).where(eq(devSmsOutbox.shopId, shopId)).orderBy(desc(devSmsOutbox.id)).limit(DEV_OUTBOX_LIMIT);
  return rows.map((row) => ({ to: row.toPhone, text: row.text, sent_at: row.sentAt.toISOString() }));
}
