import type { PlatformConfig } from './config';
import type { Db } from './db/database';
import type { ChangeFeed } from './events';
import type { Mailer } from './mail/mailer';
import type { PaymentGateway } from './payments/gateway';
import type { SmsSender } from './sms/sms-sender';
import type { Shop } from './tenancy/shop-row';

/** The shops by host or id (./tenancy/shop-directory.ts), for every request. */
export interface ShopDirectory {
  /** The shop a host name belongs to; cached for a few seconds. */
  byHost(host: string): Promise<Shop | null>;
  byId(id: number): Promise<Shop | null>;
  /** Host names a reseller's shop answers on, in alphabetical order. */
  hostsOf(shopId: number): Promise<string[]>;
  /** Drops the cached answers (branding or hosts changed). */
  forget(): void;
}

/**
 * What a service that changes something needs: the database, and the change feed that tells every process (page
 * caches, host lookups) what changed. The whole PlatformContext fits.
 */
export interface Deps {
  db: Db;
  changes: Pick<ChangeFeed, 'publish'>;
}

/**
 * The signed-in customer of a bearer call (platform/cart/routes/shopper.ts), with the shop they buy in and its markup,
 * which prices everything they see. (The storefront's ShopperSession is the browser's side: a host and a token.)
 */
export interface ShopCustomer {
  shopId: number;
  customerId: number;
  markupPercent: number;
}

/** What every service and route of the platform works with. */
export interface PlatformContext {
  db: Db;
  config: PlatformConfig;
  resellers: ShopDirectory;
  changes: ChangeFeed;
  /** Null when no mail can be sent (no SMTP_URL outside demo mode): password reset is unavailable. */
  mailer: Mailer | null;
  /** Null when online payment is off (no Razorpay keys outside demo mode): cash on delivery only. */
  gateway: PaymentGateway | null;
  /** Null when no text message can be sent (no SMS_AUTH_KEY outside demo mode): COD codes fall back to the shop's call. */
  sms: SmsSender | null;
}
