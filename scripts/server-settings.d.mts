export interface ServerSettings {
  port: number;
  microCacheMs: number;
  hostname: string | undefined;
  accessLog: boolean;
  redisUrl: string | undefined;
}

export declare function serverSettingsFrom(env: Record<string, string | undefined>): ServerSettings;
