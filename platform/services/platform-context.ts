import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import type { ChangeFeed } from '../events';
import type { Mailer } from '../mail/mailer';
import type { PaymentGateway } from '../payments/gateway';
import type { Reseller } from './reseller-row';

/** The shops by host or id (./resellers.ts), for every request. */
export interface ResellerDirectory {
  /** The shop a host name belongs to; cached for a few seconds. */
  byHost(host: string): Promise<Reseller | null>;
  byId(id: number): Promise<Reseller | null>;
  /** Host names a reseller's shop answers on, in alphabetical order. */
  hostsOf(resellerId: number): Promise<string[]>;
  /** Drops the cached answers (branding or hosts changed). */
  forget(): void;
}

/** What shop changes need: the database, and the change feed that tells every process (caches, host lookups). */
export interface ShopDeps {
  db: Db;
  changes: Pick<ChangeFeed, 'publish'>;
}

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
