// The settings server/serve.mjs and the cache handler read themselves (plain Node, so they cannot import the
// TypeScript schemas in platform/shared/contract/settings.ts): checked the same way at start, with the same messages.
import { z } from 'zod';
import { trustedProxiesFrom } from '../platform/runtime/client-address.mjs';

const unsetWhenEmpty = (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const wholeNumber = (min, max) =>
  z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .optional()
      .refine((raw) => raw === undefined || /^\d+$/.test(raw.trim()), {
        error: (issue) => `must be a whole number (got ${JSON.stringify(issue.input)})`,
      })
      .transform((raw) => (raw === undefined ? undefined : Number(raw.trim())))
      .refine((value) => value === undefined || (value >= min && value <= max), { error: `must be between ${min} and ${max}` }),
  );

const schema = z.object({
  PORT: wholeNumber(1, 65535),
  MICRO_CACHE_MS: wholeNumber(0, 3_600_000),
  HOSTNAME: z.preprocess(unsetWhenEmpty, z.string().optional()),
  ACCESS_LOG: z.preprocess(unsetWhenEmpty, z.enum(['0', '1', 'true', 'false'], { error: 'must be 0, 1, true or false' }).optional()),
  REDIS_URL: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
      .optional(),
  ),
  TRUSTED_PROXIES: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .optional()
      .superRefine((raw, ctx) => {
        try {
          trustedProxiesFrom(raw);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: error.message });
        }
      }),
  ),
});

/** The server's settings, or an Error naming every wrong one (URLs are never repeated: they may hold a password). */
export function serverSettingsFrom(env) {
  const parsed = schema.safeParse({
    PORT: env.PORT,
    MICRO_CACHE_MS: env.MICRO_CACHE_MS,
    HOSTNAME: env.HOSTNAME,
    ACCESS_LOG: env.ACCESS_LOG,
    REDIS_URL: env.REDIS_URL,
    TRUSTED_PROXIES: env.TRUSTED_PROXIES,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid settings:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
  const { PORT, MICRO_CACHE_MS, HOSTNAME, ACCESS_LOG, REDIS_URL, TRUSTED_PROXIES } = parsed.data;
  return {
    port: PORT ?? 3000,
    microCacheMs: MICRO_CACHE_MS ?? 5000,
    hostname: HOSTNAME,
    accessLog: ACCESS_LOG !== '0' && ACCESS_LOG !== 'false',
    redisUrl: REDIS_URL,
    trustedProxies: trustedProxiesFrom(TRUSTED_PROXIES),
  };
}
