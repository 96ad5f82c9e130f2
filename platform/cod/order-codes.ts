import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlatformContext, ShopCustomer } from '../shared/platform-context';
import { safeEqual } from '../shared/auth/secrets';
import { toRupees } from '../shared/contract/money';
import { Problem } from '../shared/problem';
import { SmsFailure } from '../shared/sms/sms-sender';
import { otpTemplateFor } from '../shared/sms/msg91';
import type { ShopperLanguage } from '../shared/contract/language';
import { codConfirmations, codTrustedPhones } from './tables';
import { lockAwaitingOrder, markConfirmed, type AwaitingOrder } from './awaiting-orders';
import { mayRecordSend } from './code-throttle';
import { loadCodRules } from './cod-rules';
import {
  CODE_EXPIRED_MESSAGE,
  CODE_MINUTES,
  CODE_TRIES,
  codeSentMessage,
  codeSmsText,
  codeSmsTextHi,
  CONFIRMED_BY_CODE_NOTE,
  NOT_AWAITING_CODE_MESSAGE,
  ORDER_CONFIRMED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  phoneHint,
  RESEND_SECONDS,
  resendWaitMessage,
  SMS_FAILED_MESSAGE,
  TOO_MANY_SENDS_MESSAGE,
  TOO_MANY_TRIES_MESSAGE,
  wrongCodeMessage,
} from './contract/cod-messages';

/** Whose order a code call is about: the shopper's own in their shop. */
export interface CodeCaller {
  shopId: number;
  shopName: string;
  /** The shop's Hindi name ('' = none: the English one), for a Hindi text. */
  shopNameHi?: string;
  customerId: number;
  /** The client address the request came from (shared/http/client-address.ts), for the per-address throttle. */
  clientKey: string;
}

/** A code is stored as the SHA-256 of the order id and the code, so a leaked table reveals no code. */
const codeHash = (orderId: number, code: string) => createHash('sha256').update(`${orderId}:${code}`).digest('hex');

/** Six random digits, leading zeros kept. */
export const newOrderCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export interface SentCode {
  message: string;
  data: { resend_after: number; expires_in: number; phone_hint: string };
}

/**
 * Send_Order_Code (and the first code at placement): a new 6-digit code for an order Awaiting Confirmation by code,
 * replacing the last one and its wrong tries; not within RESEND_SECONDS of the last, and within the hourly throttles.
 * The code is stored before it is texted (outside the transaction); a send that fails answers 502 and may be retried at once.
 */
export async function sendOrderCode(
  platform: PlatformContext,
  caller: CodeCaller,
  number: string,
  now = new Date(),
  /** The language of the text; absent: the one the order was placed in. */
  language?: ShopperLanguage,
): Promise<SentCode> {
  const sms = platform.sms;
  const { order, code } = await platform.db.transaction(async (tx) => {
    const order = await lockAwaitingOrder(tx, caller.shopId, number, caller.customerId);
    if (!order) throw new Problem(404, ORDER_NOT_FOUND_MESSAGE, 'CoOrderID');
    if (!order.awaiting || order.mode !== 'code' || !sms) throw new Problem(409, NOT_AWAITING_CODE_MESSAGE);
    const wait = order.codeSentAt ? Math.ceil((order.codeSentAt.getTime() + RESEND_SECONDS * 1000 - now.getTime()) / 1000) : 0;
    if (wait > 0) throw new Problem(429, resendWaitMessage(wait));
    if (!(await mayRecordSend(tx, { shopId: caller.shopId, phone: order.phone, clientKey: caller.clientKey }, now))) {
      throw new Problem(429, TOO_MANY_SENDS_MESSAGE);
    }
    const code = newOrderCode();
    await tx
      .update(codConfirmations)
      .set({ codeHash: codeHash(order.id, code), codeSentAt: now, codeExpiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000), wrongTries: 0 })
      .where(eq(codConfirmations.orderId, order.id));
    return { order, code };
  });
  try {
    await sms!.send(codeSms(platform, caller, order, code, language ?? order.language));
  } catch (error) {
    if (!(error instanceof SmsFailure)) console.error('Sending a COD code failed', error);
    // Nothing reached the shopper: the next ask need not wait.
    await platform.db.update(codConfirmations).set({ codeSentAt: null, codeHash: '' }).where(eq(codConfirmations.orderId, order.id));
    throw new Problem(502, SMS_FAILED_MESSAGE);
  }
  const hint = phoneHint(order.phone);
  return { message: codeSentMessage(hint), data: { resend_after: RESEND_SECONDS, expires_in: CODE_MINUTES * 60, phone_hint: hint } };
}

/**
 * The code's text message in the shopper's language: its DLT template (MSG91) and its text (what the development
 * outbox shows). Hindi needs its own template; a platform whose MSG91 has none sends the English message.
 */
function codeSms(platform: PlatformContext, caller: CodeCaller, order: AwaitingOrder, code: string, wanted: ShopperLanguage) {
  const settings = platform.config.sms;
  const hindiTemplate = settings ? otpTemplateFor(settings, 'hi') : null;
  const language: ShopperLanguage = wanted === 'hi' && (platform.sms?.kind !== 'msg91' || hindiTemplate) ? 'hi' : 'en';
  const shop = language === 'hi' ? caller.shopNameHi || caller.shopName : caller.shopName;
  const totalRupees = toRupees(order.totalPaise);
  return {
    shopId: caller.shopId,
    to: order.phone,
    text: language === 'hi' ? codeSmsTextHi(code, shop, order.number, totalRupees) : codeSmsText(code, shop, order.number, totalRupees),
    templateId: (settings && otpTemplateFor(settings, language)) ?? '',
    variables: { code, shop, order: order.number },
  };
}

type CodeCheck = { ok: true; order: AwaitingOrder } | { ok: false; problem: Problem };

/**
 * Confirm_Order_Code: the code of the order's last send, within CODE_MINUTES and CODE_TRIES wrong tries. A wrong try is
 * counted even though it is refused (the refusal is raised after the transaction commits). Right: the order is
 * Confirmed, and in a shop that confirms only a phone's first COD order ('sms_first') the phone is trusted from now on.
 */
export async function confirmOrderCode(
  platform: PlatformContext,
  caller: Omit<CodeCaller, 'clientKey' | 'shopName'>,
  number: string,
  code: string,
  now = new Date(),
): Promise<{ message: string }> {
  const checked = await platform.db.transaction(async (tx): Promise<CodeCheck> => {
    const order = await lockAwaitingOrder(tx, caller.shopId, number, caller.customerId);
    if (!order) throw new Problem(404, ORDER_NOT_FOUND_MESSAGE, 'CoOrderID');
    if (!order.awaiting || order.mode !== 'code') throw new Problem(409, NOT_AWAITING_CODE_MESSAGE, 'code');
    if (!order.codeHash && order.wrongTries >= CODE_TRIES) throw new Problem(429, TOO_MANY_TRIES_MESSAGE, 'code');
    if (!order.codeHash || !order.codeExpiresAt || order.codeExpiresAt <= now) throw new Problem(400, CODE_EXPIRED_MESSAGE, 'code');
    if (!safeEqual(order.codeHash, codeHash(order.id, code))) {
      const tries = order.wrongTries + 1;
      const spent = tries >= CODE_TRIES;
      await tx
        .update(codConfirmations)
        .set(spent ? { wrongTries: tries, codeHash: '' } : { wrongTries: tries })
        .where(eq(codConfirmations.orderId, order.id));
      return {
        ok: false,
        problem: spent ? new Problem(429, TOO_MANY_TRIES_MESSAGE, 'code') : new Problem(400, wrongCodeMessage(CODE_TRIES - tries), 'code'),
      };
    }
    await markConfirmed(tx, order.id, CONFIRMED_BY_CODE_NOTE, now);
    const rules = await loadCodRules(tx, caller.shopId);
    if (rules.confirmation === 'sms_first') {
      await tx.insert(codTrustedPhones).values({ shopId: caller.shopId, phone: order.phone }).onConflictDoNothing();
    }
    return { ok: true, order };
  });
  if (!checked.ok) throw checked.problem;
  return { message: ORDER_CONFIRMED_MESSAGE };
}

/** Sends the first code of an order placed Awaiting Confirmation; the order stands if it cannot (the shopper may ask again). */
export async function sendFirstOrderCode(platform: PlatformContext, shopper: ShopCustomer, number: string, clientKey: string): Promise<void> {
  const shop = await platform.resellers.byId(shopper.shopId);
  try {
    const caller = {
      shopId: shopper.shopId,
      shopName: shop?.shopName ?? '',
      shopNameHi: shop?.shopNameHi ?? '',
      customerId: shopper.customerId,
      clientKey,
    };
    await sendOrderCode(platform, caller, number);
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    console.error(`The first code of order ${number} was not sent: ${error.message}`);
  }
}
