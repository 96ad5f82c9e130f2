/**
 * Every message a shopper or a reseller reads about cash on delivery (confirmation codes, COD rules, the SMS outbox),
 * written once: the platform answers them and the tests (platform and Playwright) assert them.
 */
import { rupeeText } from '../../offers/contract/coupon-messages';

/** Codes: 6 digits, good for CODE_MINUTES, CODE_TRIES wrong tries, a new one after RESEND_SECONDS. */
export const CODE_LENGTH = 6;
export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;
export const RESEND_SECONDS = 30;
/** Codes sent per phone number per shop, and per client address, within an hour. */
export const SENDS_PER_PHONE_PER_HOUR = 5;
export const SENDS_PER_CLIENT_PER_HOUR = 20;

/** "9876543210" → "98•••••210". */
export function phoneHint(mobile: string): string {
  const digits = mobile.replace(/\D/g, '').slice(-10);
  if (digits.length < 5) return digits;
  return `${digits.slice(0, 2)}${'•'.repeat(digits.length - 5)}${digits.slice(-3)}`;
}

export const codeSentMessage = (hint: string) => `We sent a 6-digit code to +91 ${hint}.`;
export const NOT_AWAITING_CODE_MESSAGE = 'This order is not awaiting a code.';
export const resendWaitMessage = (seconds: number) => `Please wait ${seconds} s before asking for a new code.`;
export const TOO_MANY_SENDS_MESSAGE = 'Too many codes were sent to this number. Please try again in an hour.';
export const SMS_FAILED_MESSAGE = 'We could not send the code. Please try again.';

export const ENTER_CODE_MESSAGE = 'Enter the 6-digit code.';
export const wrongCodeMessage = (triesLeft: number) => `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
export const CODE_EXPIRED_MESSAGE = 'This code has expired. Please ask for a new code.';
export const TOO_MANY_TRIES_MESSAGE = 'Too many wrong tries. Please ask for a new code.';
export const ORDER_CONFIRMED_MESSAGE = 'Your order is confirmed.';

/** Order events (tracking and the console's history). */
export const CONFIRMED_BY_CODE_NOTE = "Confirmed by the code sent to the shopper's phone.";
export const CONFIRMED_BY_CALL_NOTE = 'Confirmed by the shop on a call.';
export const NOT_CONFIRMED_NOTE = 'Not confirmed in time: cancelled.';
export const AWAITING_CODE_NOTE = 'Order placed, to be paid on delivery; waiting for the code sent to the shopper.';
export const AWAITING_CALL_NOTE = 'Order placed, to be paid on delivery; the shop will call to confirm it.';

/** The SMS itself (DLT template text; {code}, {shop}, {order}, {total} are its variables). */
export const codeSmsText = (code: string, shopName: string, orderNumber: string, totalRupees: number) =>
  `${code} is your code to confirm your ${shopName} order ${orderNumber} for ${rupeeText(totalRupees)}. It is valid for 10 minutes. Do not share it.`;
/**
 * The same SMS in Hindi (its own DLT template, SMS_OTP_TEMPLATE_ID_HI). Devanagari makes it a Unicode (UCS-2) SMS: 70
 * characters in one part, 67 per part once split, against 160/153 for plain GSM text (the English one, with its ₹, is
 * Unicode too). Kept short on purpose: its fixed words are 76 characters, so with a 6-digit code, an 'OD…' number (16)
 * and an amount (~7) it stays within two parts (134) for a shop name of up to about 29 characters.
 */
export const codeSmsTextHi = (code: string, shopName: string, orderNumber: string, totalRupees: number) =>
  `${code} आपके ${shopName} ऑर्डर ${orderNumber} (${rupeeText(totalRupees)}) की पुष्टि का कोड है। 10 मिनट तक मान्य। किसी से शेयर न करें।`;

/** COD rules (insert_Customer_Order's 400 on field 'paymentmode', Price_Cart's and Check_Pincode's reason). */
export const codBlockedMessage = (pincode: string) => `Cash on delivery is not available for PIN code ${pincode}. Please pay online.`;
export const codOverLimitMessage = (maxRupees: number) =>
  `Cash on delivery is available for orders up to ${rupeeText(maxRupees)}. Please pay online.`;

/** The console. */
export const SMS_UNAVAILABLE_MESSAGE = 'Text messages are not set up on this platform (SMS_AUTH_KEY), so codes cannot be sent.';
export const PINCODE_RULE_MESSAGE = 'Each PIN code is 6 digits (or 3 for a whole area).';
export const COD_SETTINGS_SAVED_MESSAGE = 'Cash on delivery settings saved.';
export const NOT_AWAITING_CONFIRMATION_MESSAGE = 'This order is not awaiting confirmation.';
export const orderConfirmedByShopMessage = (orderNumber: string) => `Order ${orderNumber} is confirmed.`;

/** The admin clock call. */
export const ordersCancelledMessage = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'} cancelled.`;

/** The orders' own 404 (an order of another shopper or shop is not found either). */
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.';
