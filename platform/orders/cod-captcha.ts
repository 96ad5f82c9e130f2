import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { newSecret } from '../shared/auth/secrets';
import { CAPTCHA_FIELD, CAPTCHA_MESSAGE, CAPTCHA_MINUTES } from '../shared/contract/captcha';
import type { Queryable } from '../shared/db/database';
import { captchaChallenges } from './tables';
import { Problem } from '../shared/problem';

export interface IssuedCaptcha {
  id: string;
  code: string;
  expiresInSeconds: number;
}

/** Four random digits, 1000 to 9999, so the code always shows four. */
export function newCaptchaCode(): string {
  return String(randomInt(1000, 10_000));
}

/** Issues a COD confirmation code for this shop, and forgets the codes of every shop that have run out. */
export async function issueCaptcha(db: Queryable, shopId: number): Promise<IssuedCaptcha> {
  await db.delete(captchaChallenges).where(lte(captchaChallenges.expiresAt, new Date()));
  const challenge = { id: newSecret(), code: newCaptchaCode(), expiresInSeconds: CAPTCHA_MINUTES * 60 };
  await db.insert(captchaChallenges).values({
    id: challenge.id,
    shopId,
    code: challenge.code,
    expiresAt: new Date(Date.now() + challenge.expiresInSeconds * 1000),
  });
  return challenge;
}

/**
 * The captcha of a COD order, to be checked, when the storefront sent one: an order without captcha_id and
 * captcha_code (the spec's wire) has none and is accepted; one with only one of them, or a blank one, is refused.
 */
export function captchaIfSent(id: string | undefined, code: string | undefined): { id: string; code: string } | null {
  if (id === undefined && code === undefined) return null;
  if (!id?.trim() || !code?.trim()) throw invalidCaptcha();
  return { id: id.trim(), code: code.trim() };
}

/**
 * Marks the captcha used, inside the transaction that creates the order, so it is spent only if the order is made
 * (and a concurrent use of the same code waits on its row, then finds it used). Unknown, expired, already used, of
 * another shop or not matching: 400 with the spec's message, against the captcha field.
 */
export async function spendCaptcha(tx: Queryable, shopId: number, captcha: { id: string; code: string }): Promise<void> {
  const spent = await tx
    .update(captchaChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(captchaChallenges.id, captcha.id),
        eq(captchaChallenges.shopId, shopId),
        eq(captchaChallenges.code, captcha.code),
        isNull(captchaChallenges.usedAt),
        gt(captchaChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ id: captchaChallenges.id });
  if (spent.length === 0) throw invalidCaptcha();
}

function invalidCaptcha(): Problem {
  return new Problem(400, CAPTCHA_MESSAGE, CAPTCHA_FIELD);
}
