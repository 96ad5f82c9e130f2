import { z } from 'zod';

/**
 * Settings read from the environment, for the platform (platform/shared/config.ts) and the storefront
 * (lib/config/storefront-config.ts): each variable parsed by a schema at start-up, so a wrong value stops the start
 * with a message naming the variable instead of falling back silently. An empty value counts as unset, as
 * .env.example leaves them. Values that may hold a secret (URLs with passwords, keys) are never repeated in messages.
 */

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

const unsetWhenEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const shown = (raw: string) => JSON.stringify(raw);

/** Any text. */
export function textSetting() {
  return z.preprocess(unsetWhenEmpty, z.string().optional());
}

/** A whole number within bounds, written in digits. */
export function wholeNumberSetting(min: number, max: number) {
  return z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .optional()
      .transform((raw, ctx) => {
        if (raw === undefined) return undefined;
        const text = raw.trim();
        if (!/^\d+$/.test(text)) {
          ctx.addIssue({ code: 'custom', message: `must be a whole number (got ${shown(raw)})` });
          return z.NEVER;
        }
        const value = Number(text);
        if (value < min || value > max) {
          ctx.addIssue({ code: 'custom', message: `must be between ${min} and ${max} (got ${shown(raw)})` });
          return z.NEVER;
        }
        return value;
      }),
  );
}

/** One of a few words, as written (lower case). */
export function choiceSetting<const T extends readonly [string, ...string[]]>(choices: T) {
  return z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .optional()
      .transform((raw, ctx) => {
        if (raw === undefined) return undefined;
        const text = raw.trim();
        if ((choices as readonly string[]).includes(text)) return text as T[number];
        ctx.addIssue({ code: 'custom', message: `must be ${choices.map((choice) => `"${choice}"`).join(' or ')} (got ${shown(raw)})` });
        return z.NEVER;
      }),
  );
}

/** A URL with one of the given schemes ('postgres:'); the value is not repeated in the message (it may hold a password). */
export function urlSetting(schemes: readonly string[]) {
  const names = schemes.map((scheme) => `${scheme}//`).join(' or ');
  return z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .optional()
      .transform((raw, ctx) => {
        if (raw === undefined) return undefined;
        const text = raw.trim();
        let scheme: string;
        try {
          scheme = new URL(text).protocol;
        } catch {
          ctx.addIssue({ code: 'custom', message: `must be a URL starting with ${names}` });
          return z.NEVER;
        }
        if (schemes.includes(scheme)) return text;
        ctx.addIssue({ code: 'custom', message: `must be a URL starting with ${names} (it starts with ${scheme}//)` });
        return z.NEVER;
      }),
  );
}

/** Parses the environment with a schema of settings; every wrong variable is named in one SettingsError. */
export function parseSettings<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new SettingsError(result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')} ${issue.message}` : issue.message)));
}
