import { toRupees } from '../../shared/contract/money';
import { codBlockedMessage, codOverLimitMessage } from './cod-messages';
import type { CodConfirmationMode } from './console-cod';

/** A shop's cash-on-delivery settings, as cod/, orders/ and delivery/ read them (cod-rules.ts loads them). */
export interface CodRules {
  confirmation: CodConfirmationMode;
  confirmHours: number;
  feePaise: number;
  /** 0 = no limit. */
  maxOrderPaise: number;
  /** 6-digit PIN codes, or 3-digit prefixes of a whole area. */
  blockedPincodes: readonly string[];
}

/** Whether a PIN code is on a list of PIN codes and 3-digit prefixes ('799' holds 799001). */
export function pincodeListed(list: readonly string[], pincode: string): boolean {
  const pin = pincode.trim();
  return list.some((entry) => entry === pin || (entry.length === 3 && pin.startsWith(entry)));
}

/**
 * Why cash on delivery is not offered for this PIN code (and order total before the COD fee, when known), or null
 * when it is: the shopper-facing message of cod-messages.ts. Pure.
 */
export function codRefusalFor(rules: CodRules, order: { pincode: string; totalPaise?: number }): string | null {
  if (order.pincode && pincodeListed(rules.blockedPincodes, order.pincode)) return codBlockedMessage(order.pincode.trim());
  if (rules.maxOrderPaise > 0 && order.totalPaise !== undefined && order.totalPaise > rules.maxOrderPaise) {
    return codOverLimitMessage(toRupees(rules.maxOrderPaise));
  }
  return null;
}

/**
 * How the shop's COD orders are confirmed in fact: the code modes need text messages (an SMS provider, or the demo's
 * outbox); without them they fall back to the shop's call. Shop_Settings' `cod_confirmation`.
 */
export function effectiveConfirmation(mode: CodConfirmationMode, smsAvailable: boolean): 'code' | 'call' | 'none' {
  if (mode === 'none') return 'none';
  if (mode === 'call' || !smsAvailable) return 'call';
  return 'code';
}
