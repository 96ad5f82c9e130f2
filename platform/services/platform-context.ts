import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import type { ChangeFeed } from '../events';
import type { Mailer } from '../mail/mailer';
import type { PaymentGateway } from '../payments/gateway';
import type { ResellerDirectory } from './resellers';

/** What every service and route of the platform works with. */
export interface PlatformContext {
  db: Db;
  config: PlatformConfig;
  resellers: ResellerDirectory;
  changes: ChangeFeed;
  /** Null when no mail can be sent (no SMTP_URL outside demo mode): password reset is unavailable. */
  mailer: Mailer | null;
  /** Null when online payment is off (no Razorpay keys outside demo mode): cash on delivery only. */
  gateway: PaymentGateway | null;
}
