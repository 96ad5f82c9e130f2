import type { Messages } from 'next-intl';
import {
  NETWORK_MESSAGE,
  NO_ADDRESS_MESSAGE,
  NO_ITEMS_MESSAGE,
  ORDER_CODE_FAILED_MESSAGE,
  ORDER_FAILED_MESSAGE,
  PAYMENT_RESULT_FAILED_MESSAGE,
  PAYMENT_RETRY_FAILED_MESSAGE,
  PLACE_FAILED_MESSAGE,
  PRICE_FAILED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SIGN_IN_TO_ORDER_MESSAGE,
  SUMMARY_FAILED_MESSAGE,
  CAPTCHA_FAILED_MESSAGE,
} from '@/lib/store/messages';
import {
  CODE_EXPIRED_MESSAGE,
  ENTER_CODE_MESSAGE,
  NOT_AWAITING_CODE_MESSAGE,
  ORDER_CONFIRMED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  SMS_FAILED_MESSAGE,
  TOO_MANY_SENDS_MESSAGE,
  TOO_MANY_TRIES_MESSAGE,
} from '@/platform/cod/contract/cod-messages';
import { CAPTCHA_MESSAGE } from '@/platform/shared/contract/captcha-rules';
import { SCRIPT_FAILED_MESSAGE } from '@/modules/checkout/checkout-script';

/** A key of the Checkout namespace's platform messages. */
export type PlatformMessageKey = keyof Messages['Checkout']['platform'];

/** What a platform message says, as a key of Checkout.platform and the values it carries. */
export interface KnownMessage {
  key: PlatformMessageKey;
  values?: Record<string, string | number>;
}

/*
 * The English messages the checkout and the order confirmation show that come from the platform or the storefront's
 * handlers (the spec's error catalogue, COD refusals, stock, codes): each mapped to its Hindi key. Plain strings and
 * the exact shapes of the messages written with values; anything else is shown as the platform gave it.
 */
const EXACT: Record<string, PlatformMessageKey> = {
  [SESSION_EXPIRED_MESSAGE]: 'sessionExpired',
  [NETWORK_MESSAGE]: 'network',
  [PLACE_FAILED_MESSAGE]: 'placeFailed',
  'Error submitting the order. Please check the console for details.': 'placeError',
  [NO_ADDRESS_MESSAGE]: 'noAddress',
  [NO_ITEMS_MESSAGE]: 'noItems',
  [SIGN_IN_TO_ORDER_MESSAGE]: 'signInToOrder',
  [SUMMARY_FAILED_MESSAGE]: 'summaryFailed',
  [PRICE_FAILED_MESSAGE]: 'priceFailed',
  [CAPTCHA_FAILED_MESSAGE]: 'captchaFailed',
  [CAPTCHA_MESSAGE]: 'captcha',
  'Address not found.': 'addressNotFound',
  'This product is no longer available.': 'productGone',
  'This product is not sold in this shop.': 'productHidden',
  'Please select a size before proceeding!': 'selectSize',
  'The payment provider could not be reached, so the order was not placed. Please try again.': 'gatewayFailed',
  [SCRIPT_FAILED_MESSAGE]: 'scriptFailed',
  [PAYMENT_RESULT_FAILED_MESSAGE]: 'paymentResultFailed',
  [PAYMENT_RETRY_FAILED_MESSAGE]: 'paymentRetryFailed',
  'Confirming your payment...': 'confirmingPayment',
  [NOT_AWAITING_CODE_MESSAGE]: 'notAwaitingCode',
  [TOO_MANY_SENDS_MESSAGE]: 'tooManySends',
  [SMS_FAILED_MESSAGE]: 'smsFailed',
  [ENTER_CODE_MESSAGE]: 'enterCode',
  [CODE_EXPIRED_MESSAGE]: 'codeExpired',
  [TOO_MANY_TRIES_MESSAGE]: 'tooManyTries',
  [ORDER_CONFIRMED_MESSAGE]: 'orderConfirmed',
  [ORDER_CODE_FAILED_MESSAGE]: 'codeFailed',
  [ORDER_NOT_FOUND_MESSAGE]: 'orderNotFound',
  [ORDER_FAILED_MESSAGE]: 'orderFailed',
};

/** Messages with values: the English shape, and the names of what it captures, in order. */
const SHAPED: { pattern: RegExp; key: PlatformMessageKey; names: string[]; numbers?: string[] }[] = [
  { pattern: /^Sorry, only (\d+) left of (.+) in size (.+)\.$/, key: 'onlyLeftInSize', names: ['left', 'name', 'size'] },
  { pattern: /^Sorry, only (\d+) left of (.+)\.$/, key: 'onlyLeft', names: ['left', 'name'] },
  { pattern: /^(.+) is out of stock in size (.+)\.$/, key: 'outOfStockInSize', names: ['name', 'size'] },
  { pattern: /^(.+) is out of stock\.$/, key: 'outOfStock', names: ['name'] },
  { pattern: /^Cash on delivery is not available for PIN code (\d{6})\. Please pay online\.$/, key: 'codBlocked', names: ['pincode'] },
  { pattern: /^Cash on delivery is available for orders up to (₹[\d,]+)\. Please pay online\.$/, key: 'codOverLimit', names: ['amount'] },
  {
    pattern: /^Payment was not completed\. Your order (\S+) is saved and waiting for payment\.$/,
    key: 'paymentNotCompleted',
    names: ['orderId'],
  },
  {
    pattern: /^Payment failed\.( .*)? Your order (\S+) is saved but not paid\. You can retry the payment\.$/,
    key: 'paymentFailed',
    names: ['reason', 'orderId'],
  },
  { pattern: /^We sent a 6-digit code to \+91 (\S+)\.$/, key: 'codeSent', names: ['hint'] },
  { pattern: /^Please wait (\d+) s before asking for a new code\.$/, key: 'resendWait', names: ['seconds'], numbers: ['seconds'] },
  { pattern: /^That code is not right\. (\d+) (?:try|tries) left\.$/, key: 'wrongCode', names: ['tries'], numbers: ['tries'] },
];

/** The key (and values) of a message the checkout knows; null for one it does not (shown as given). */
export function knownPlatformMessage(message: string): KnownMessage | null {
  const exact = EXACT[message];
  if (exact) return { key: exact };
  for (const shape of SHAPED) {
    const match = shape.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      shape.names.map((name, index) => {
        const value = match[index + 1] ?? '';
        return [name, shape.numbers?.includes(name) ? Number(value) : value];
      }),
    );
    return { key: shape.key, values };
  }
  return null;
}
