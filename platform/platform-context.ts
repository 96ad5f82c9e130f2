import type { PlatformConfig } from './config';
import type { Db } from './db/database';
import type { ChangeFeed } from './events';
import type { Mailer } from './mail/mailer';
import type { PaymentGateway } from './payments/gateway';
import type { ResellerDirectory } from './services/resellers';

/** What every service and route of the platform works with. */
export interface PlatformContext {
  db: Db;
  config: PlatformConfig;
  resellers: ResellerDirectory;
  changes: ChangeFeed;
  mailer: Mailer;
  gateway: PaymentGateway;
}
