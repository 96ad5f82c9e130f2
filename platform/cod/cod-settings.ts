import { eq } from 'drizzle-orm';
import type { PlatformContext } from '../shared/platform-context';
import { parseRequest } from '../shared/parse-request';
import { toPaise, toRupees } from '../shared/contract/money';
import { Problem } from '../shared/problem';
import { resellers } from '../shops/tables';
import { hostsOfShop } from '../shared/tenancy/hosts-of-shop';
import { shopTag } from '../shared/contract/cache-tags';
import { loadCodRules } from './cod-rules';
import { codSettingsSaveRequest, type CodSettingsWire } from './contract/console-cod';
import { COD_SETTINGS_SAVED_MESSAGE, SMS_UNAVAILABLE_MESSAGE } from './contract/cod-messages';

/** GET /api/console/cod-settings: the shop's COD settings as the console edits them, and whether codes can be texted. */
export async function codSettingsOf(platform: Pick<PlatformContext, 'db' | 'sms'>, shopId: number): Promise<CodSettingsWire> {
  const rules = await loadCodRules(platform.db, shopId);
  return {
    confirmation: rules.confirmation,
    confirm_hours: rules.confirmHours,
    fee: toRupees(rules.feePaise),
    max_order: toRupees(rules.maxOrderPaise),
    blocked_pincodes: [...rules.blockedPincodes],
    sms_available: platform.sms !== null,
  };
}

/**
 * POST /api/console/cod-settings/save. The code modes are refused while no text message can be sent (no SMS_AUTH_KEY
 * outside demo mode). The shop's pages are refreshed (Shop_Settings names the fee and the confirmation).
 */
export async function saveCodSettings(
  platform: Pick<PlatformContext, 'db' | 'sms' | 'changes' | 'resellers'>,
  shopId: number,
  input: unknown,
): Promise<{ message: string; data: CodSettingsWire }> {
  const settings = parseRequest(codSettingsSaveRequest, input);
  if (settings.confirmation.startsWith('sms_') && !platform.sms) throw new Problem(400, SMS_UNAVAILABLE_MESSAGE, 'confirmation');
  await platform.db
    .update(resellers)
    .set({
      codConfirmation: settings.confirmation,
      codConfirmHours: settings.confirm_hours,
      codFeePaise: toPaise(settings.fee),
      codMaxOrderPaise: toPaise(settings.max_order),
      codBlockedPincodes: [...new Set(settings.blocked_pincodes)],
    })
    .where(eq(resellers.id, shopId));
  platform.resellers.forget();
  const hosts = await hostsOfShop(platform.db, shopId);
  await platform.changes.publish({ tags: hosts.map(shopTag) });
  return { message: COD_SETTINGS_SAVED_MESSAGE, data: await codSettingsOf(platform, shopId) };
}
