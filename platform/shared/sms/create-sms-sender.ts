import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import { devSmsOutbox } from '../../cod/tables';
import { msg91Sender } from './msg91';
import { indianNumber, type SmsSender } from './sms-sender';

/**
 * MSG91 when SMS_AUTH_KEY (and its template) is set; else, in demo mode, the development outbox (dev_sms_outbox table,
 * read by GET /api/Dev_Outbox); else none: codes cannot be texted and COD confirmation falls back to the shop's call.
 */
export function createSmsSender(db: Db, config: PlatformConfig): SmsSender | null {
  if (config.sms) return msg91Sender(config.sms);
  if (!config.demoMode) return null;
  return {
    kind: 'dev-outbox',
    async send(message) {
      await db.insert(devSmsOutbox).values({ shopId: message.shopId, toPhone: indianNumber(message.to), text: message.text });
    },
  };
}
