import type { BlockList } from 'node:net';

export interface ServerSettings {
  port: number;
  microCacheMs: number;
  hostname: string | undefined;
  accessLog: boolean;
  redisUrl: string | undefined;
  /** TRUSTED_PROXIES: the proxies whose X-Forwarded-For is believed (platform/runtime/client-address.mjs). */
  trustedProxies: BlockList;
}

export declare function serverSettingsFrom(env: Record<string, string | undefined>): ServerSettings;
