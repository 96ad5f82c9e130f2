'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { consoleAction, consoleCall, type ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { couponSaveBody, couponValuesFromForm, parseAsins } from '@/modules/console/coupons/coupon-form';
import { offerSaveBody } from '@/modules/console/coupons/offer-form';
import { COUPONS_PATH, couponSavedHref } from '@/modules/console/coupons/coupon-paths';
import { COUPON_ASINS_MAX, productIdsOfAsins } from '@/modules/console/coupons/server/product-asins';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const idOf = (form: FormData) => Number(text(form, 'id'));

/**
 * Creates or edits a coupon (`id` set when editing) and goes back to the list, which names it; a refusal comes back
 * with the field it names, shown beside that field.
 */
export async function saveCouponAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const values = couponValuesFromForm(form);
  const id = idOf(form) || undefined;
  const asins = parseAsins(values.productAsins);
  if (asins.length > COUPON_ASINS_MAX) return { ok: false, field: 'productIds', message: `Name at most ${COUPON_ASINS_MAX} products.` };
  const found = await productIdsOfAsins(asins);
  if (found.unknown.length > 0) {
    const list = found.unknown.join(', ');
    return {
      ok: false,
      field: 'productIds',
      message: `Your shop sells no product with the ASIN ${list}: check ${found.unknown.length === 1 ? 'it' : 'them'}.`,
    };
  }
  let code = '';
  const result = await consoleAction(async () => {
    const answer = await consoleCall('consoleCouponSave', { body: couponSaveBody(values, found.ids, id) });
    code = answer.data.code;
    return answer.message;
  });
  if (!result.ok) return result;
  revalidatePath(COUPONS_PATH);
  redirect(couponSavedHref(code));
}

/** Pauses a coupon (shoppers are told it is not valid) or makes it active again. */
export async function setCouponStatusAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const status = text(form, 'status') === 'paused' ? 'paused' : 'active';
  const result = await consoleAction(async () => (await consoleCall('consoleCouponStatus', { body: { id: idOf(form), status } })).message);
  revalidatePath(COUPONS_PATH);
  return result;
}

/** Deletes a coupon; one that orders used is archived instead (the platform's message says which). */
export async function deleteCouponAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const result = await consoleAction(async () => (await consoleCall('consoleCouponDelete', { body: { id: idOf(form) } })).message);
  revalidatePath(COUPONS_PATH);
  return result;
}

/** Creates an automatic offer; the platform refuses a fourth active one with its message. */
export async function saveOfferAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const result = await consoleAction(async () => (await consoleCall('consoleOfferSave', { body: offerSaveBody(form) })).message);
  revalidatePath(COUPONS_PATH);
  return result;
}

export async function setOfferStatusAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const status = text(form, 'status') === 'paused' ? 'paused' : 'active';
  const result = await consoleAction(async () => (await consoleCall('consoleOfferStatus', { body: { id: idOf(form), status } })).message);
  revalidatePath(COUPONS_PATH);
  return result;
}

export async function deleteOfferAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const result = await consoleAction(async () => (await consoleCall('consoleOfferDelete', { body: { id: idOf(form) } })).message);
  revalidatePath(COUPONS_PATH);
  return result;
}

/** The shop's discount for paying online, whole per cent from 0 to 20. */
export async function setOnlineDiscountAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const typed = text(form, 'percent').trim().replace(/%$/, '');
  const percent = /^\d{1,3}$/.test(typed) ? Number(typed) : typed;
  const result = await consoleAction(async () => (await consoleCall('consoleOnlineDiscount', { body: { percent } as { percent: number } })).message);
  revalidatePath(COUPONS_PATH);
  return result;
}
