import type { Messages } from 'next-intl';
import { DELIVERY_CHECK_FAILED_MESSAGE, INVALID_REQUEST_MESSAGE, NETWORK_MESSAGE } from '@/lib/store/messages';
import { PINCODE_MESSAGE } from '@/platform/customers/contract/customer-messages';

/*
 * The English messages the delivery widget shows that are not its own words: the platform's cash-on-delivery reasons
 * (Check_Pincode's cod_reason) and its refusals of a PIN code, and the storefront's failures, each mapped to a key of
 * Delivery.platform whose English is the message word for word (delivery-messages.test.ts checks it against the
 * platform's own builders). A Hindi page shows them in Hindi; an unknown message is shown as given.
 */

export type DeliveryMessageKey = keyof Messages['Delivery']['platform'];
type Values = Record<string, string | number>;
/** A translator of Delivery.platform (next-intl's t for 'Delivery.platform', or its keys prefixed). */
export type DeliveryMessageTranslator = (key: DeliveryMessageKey, values?: Values) => string;

const EXACT: Readonly<Record<string, DeliveryMessageKey>> = {
  [PINCODE_MESSAGE]: 'pinCode',
  [DELIVERY_CHECK_FAILED_MESSAGE]: 'checkFailed',
  [NETWORK_MESSAGE]: 'network',
  [INVALID_REQUEST_MESSAGE]: 'invalidRequest',
};

/** Written out rather than imported, so the widget's bundle carries no platform code; the test builds each with the platform's own builder. */
const PATTERNS: ReadonlyArray<[RegExp, DeliveryMessageKey, (match: RegExpExecArray) => Values]> = [
  // codBlockedMessage, codOverLimitMessage (platform/cod/contract/cod-messages.ts).
  [/^Cash on delivery is not available for PIN code (\d+)\. Please pay online\.$/, 'codBlocked', (m) => ({ pincode: m[1]! })],
  [/^Cash on delivery is available for orders up to (₹[\d,]+)\. Please pay online\.$/, 'codOverLimit', (m) => ({ amount: m[1]! })],
  // pincodeDoesNotExist (platform/delivery/contract/delivery-messages.ts).
  [/^PIN code (\d+) does not exist\.$/, 'pincodeDoesNotExist', (m) => ({ pincode: m[1]! })],
  // PRODUCT_NOT_FOUND (platform/catalogue/reading.ts): Check_Pincode for a product the shop no longer has.
  [/^There is no product with the ASIN "(.*)"\.$/s, 'productNotFound', (m) => ({ asin: m[1]! })],
];

/** The key (and values) of a known message, or null for one this map does not know. */
export function knownDeliveryMessage(message: string): { key: DeliveryMessageKey; values?: Values } | null {
  const exact = Object.hasOwn(EXACT, message) ? EXACT[message] : undefined;
  if (exact) return { key: exact };
  for (const [pattern, key, values] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, values: values(match) };
  }
  return null;
}

/** A message in the language of `t`: the known ones translated, any other as given. */
export function deliveryMessage(message: string, t: DeliveryMessageTranslator): string {
  const known = message ? knownDeliveryMessage(message) : null;
  return known ? t(known.key, known.values) : message;
}
