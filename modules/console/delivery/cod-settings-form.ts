import {
  COD_CONFIRMATION_MODES,
  CONFIRM_HOURS_DEFAULT,
  type CodConfirmationMode,
  type CodSettingsSaveRequest,
  type CodSettingsWire,
} from '@/platform/cod/contract/console-cod';
import { wholeOrText } from '@/modules/console/shell/form-number';
import { parsePincodeList, pincodeListText } from './pincode-list';

export type CodConfirmation = CodConfirmationMode;
/** The COD settings as the platform answers them (GET /api/console/cod-settings); money in whole rupees. */
export type CodSettings = CodSettingsWire;

/** The card's form as typed: every number a text until the platform answers. */
export interface CodSettingsValues {
  confirmation: CodConfirmation;
  confirmHours: string;
  fee: string;
  maxOrder: string;
  blockedPincodes: string;
}

export function codSettingsValues(settings: CodSettings): CodSettingsValues {
  return {
    confirmation: settings.confirmation,
    confirmHours: String(settings.confirm_hours),
    fee: String(settings.fee),
    maxOrder: String(settings.max_order),
    blockedPincodes: pincodeListText(settings.blocked_pincodes),
  };
}

export function codValuesFromForm(form: FormData): CodSettingsValues {
  const text = (name: string) => String(form.get(name) ?? '');
  const confirmation = text('confirmation');
  return {
    confirmation: (COD_CONFIRMATION_MODES as readonly string[]).includes(confirmation) ? (confirmation as CodConfirmation) : 'none',
    confirmHours: text('confirmHours'),
    fee: text('fee'),
    maxOrder: text('maxOrder'),
    blockedPincodes: text('blockedPincodes'),
  };
}

/** The save call's body (POST /api/console/cod-settings/save); a mistyped number goes as typed for the platform to refuse. */
export function codSaveBody(values: CodSettingsValues): CodSettingsSaveRequest {
  const body = {
    confirmation: values.confirmation,
    confirm_hours: wholeOrText(values.confirmHours) ?? CONFIRM_HOURS_DEFAULT,
    fee: wholeOrText(values.fee) ?? 0,
    max_order: wholeOrText(values.maxOrder) ?? 0,
    blocked_pincodes: parsePincodeList(values.blockedPincodes),
  };
  return body as CodSettingsSaveRequest;
}
