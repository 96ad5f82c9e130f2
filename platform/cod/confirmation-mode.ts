import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../shared/db/database';
import { codTrustedPhones } from './tables';
import { effectiveConfirmation, type CodRules } from './contract/cod-refusal';

/** How a new COD order of this phone is confirmed: 'none' (Confirmed at once), a texted 'code', or the shop's 'call'. */
export async function confirmationForOrder(
  db: Queryable,
  shopId: number,
  rules: CodRules,
  smsAvailable: boolean,
  phone: string,
): Promise<'none' | 'code' | 'call'> {
  const mode = effectiveConfirmation(rules.confirmation, smsAvailable);
  if (mode !== 'code' || rules.confirmation !== 'sms_first') return mode;
  return (await isTrustedPhone(db, shopId, phone)) ? 'none' : 'code';
}

export async function isTrustedPhone(db: Queryable, shopId: number, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: codTrustedPhones.phone })
    .from(codTrustedPhones)
    .where(and(eq(codTrustedPhones.shopId, shopId), eq(codTrustedPhones.phone, mobileDigits(phone))))
    .limit(1);
  return Boolean(row);
}

/** The 10 digits of an Indian mobile number as an address holds it ('+91 98765 01234' → '9876501234'). */
export function mobileDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}
