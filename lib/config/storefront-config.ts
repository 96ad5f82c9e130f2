import { z } from 'zod';
import { choiceSetting, parseSettings, textSetting, urlSetting } from '@/platform/shared/contract/settings';

/** The storefront's own environment variables (see .env.example); the embedded platform reads its own (platform/shared/config.ts). */
const storefrontEnv = z.object({
  PUBLIC_URL_SCHEME: choiceSetting(['http', 'https']),
  PLATFORM_API_URL: urlSetting(['http:', 'https:']),
  PLATFORM_ADMIN_KEY: textSetting(),
});

export interface StorefrontConfig {
  /** Scheme of the shops' absolute URLs and of Secure cookies; undefined: http for localhost names, https otherwise. */
  publicUrlScheme?: 'http' | 'https';
  /** A platform over HTTP instead of the embedded one, without a trailing slash. */
  platformApiUrl?: string;
  /** Key for following that platform's change stream. */
  platformAdminKey?: string;
}

/** Parses the storefront's settings; a wrong value throws a SettingsError naming the variable. */
export function storefrontConfigFrom(raw: Record<string, string | undefined>): StorefrontConfig {
  const env = parseSettings(storefrontEnv, raw);
  return {
    publicUrlScheme: env.PUBLIC_URL_SCHEME,
    platformApiUrl: env.PLATFORM_API_URL?.replace(/\/$/, ''),
    platformAdminKey: env.PLATFORM_ADMIN_KEY,
  };
}

let current: StorefrontConfig | undefined;

/** This process's settings, read once (instrumentation.ts reads them at start-up, so a wrong value stops the start). */
export function storefrontConfig(): StorefrontConfig {
  current ??= storefrontConfigFrom(process.env);
  return current;
}
