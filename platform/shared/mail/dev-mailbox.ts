import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { devMailbox } from '../../customers/tables';

export const DEV_MAILBOX_LIMIT = 50;

/** A shop's mail in the development mailbox, newest first, as GET /api/Dev_Mailbox answers it. */
export async function devMailboxFor(db: Queryable, shopId: number) {
  const rows = await db.select().from(devMailbox).where(eq(devMailbox.shopId, shopId)).orderBy(desc(devMailbox.id)).limit(DEV_MAILBOX_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    to: row.toEmail,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
  }));
}
