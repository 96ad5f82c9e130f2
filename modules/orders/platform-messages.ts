import type { Messages, useTranslations } from 'next-intl';
import type { OrdersTranslator } from './order-texts';
import { reasonLabel, statusLabel } from './order-texts';

/*
 * The English messages the platform and the storefront's /store/orders handlers answer, which the order screens show
 * (errors, refusals, tracking notes), and their keys in the catalogue: on a Hindi page they are shown in Hindi, on an
 * English page exactly as sent. A message not listed here is shown as given. Written out rather than imported from the
 * platform's contracts, which would bring zod into the browser; platform-messages.test.ts checks they are the same.
 */

type PlatformKey = keyof Messages['Orders']['platform'];

export const PLATFORM_MESSAGE_KEYS: Record<string, PlatformKey> = {
  'An error occurred while fetching orders.': 'ordersFailed',
  'The order could not be loaded. Please try again.': 'orderFailed',
  'Order not found.': 'orderNotFound',
  'Order item not found.': 'orderItemNotFound',
  'Tracking details could not be loaded. Please try again.': 'trackingFailed',
  'The item could not be cancelled. Please try again.': 'cancelFailed',
  'You cannot cancel more units than you ordered.': 'tooManyUnits',
  'This item can no longer be cancelled because it has already shipped.': 'notCancellable',
  'This item is already cancelled.': 'alreadyCancelled',
  'Please select a reason for cancellation.': 'reasonRequired',
  'Please enter at least 10 characters in the comments.': 'commentTooShort',
  'Please enter at least 10 characters.': 'commentTooShortShort',
  'Choose how many to cancel.': 'chooseHowMany',
  'Session expired. Please log in again.': 'sessionExpired',
  'Signed out.': 'signedOut',
  'An error occurred. Please try again later.': 'network',
  'Invalid request.': 'invalidRequest',
  'Razorpay SDK failed to load. Are you online?': 'scriptFailed',
  'Confirming your payment...': 'confirmingPayment',
  'There was an issue processing your order. Please try again.': 'paymentResultFailed',
  'The payment could not be restarted. Please try again.': 'paymentRetryFailed',
  'Payment verification failed.': 'paymentVerificationFailed',
};

const NOT_COMPLETED = /^Payment was not completed\. Your order (\S+) is saved and waiting for payment\.$/;
const FAILED = /^Payment failed\.(?: (.+?))? Your order (\S+) is saved but not paid\. You can retry the payment\.$/;

/** A message the order screens show, in the page's language (`t`: useTranslations('Orders')). */
export function platformMessage(t: OrdersTranslator, message: string): string {
  const key = PLATFORM_MESSAGE_KEYS[message];
  if (key) return t(`platform.${key}`);
  const notCompleted = NOT_COMPLETED.exec(message);
  if (notCompleted) return t('platform.paymentNotCompleted', { orderId: notCompleted[1]! });
  const failed = FAILED.exec(message);
  if (failed) {
    // The gateway's own reason stays as it gave it.
    return failed[1]
      ? t('platform.paymentFailedBecause', { reason: failed[1], orderId: failed[2]! })
      : t('platform.paymentFailed', { orderId: failed[2]! });
  }
  return message;
}

/** The tracking screens' words (messages' "Tracking"). */
export type TrackingTranslator = ReturnType<typeof useTranslations<'Tracking'>>;

type NoteKey = keyof Messages['Tracking']['notes'];

/** The notes the platform writes on an order's history (placement, confirmation, payment, cancellation, the demo's). */
export const TRACKING_NOTE_KEYS: Record<string, NoteKey> = {
  'Order placed; waiting for the online payment.': 'placedOnline',
  'Order placed, to be paid on delivery.': 'placedCod',
  'Order placed, to be paid on delivery; waiting for the code sent to the shopper.': 'awaitingCode',
  'Order placed, to be paid on delivery; the shop will call to confirm it.': 'awaitingCall',
  "Confirmed by the code sent to the shopper's phone.": 'confirmedByCode',
  'Confirmed by the shop on a call.': 'confirmedByCall',
  'Not confirmed in time: cancelled.': 'notConfirmed',
  'The online payment did not go through.': 'paymentDidNotGoThrough',
  'Cancelled by the shop.': 'cancelledByShop',
  // A status the shop set without a note of its own.
  'Order payment pending.': 'statusPaymentPending',
  'Order awaiting confirmation.': 'statusAwaitingConfirmation',
  'Order confirmed.': 'statusConfirmed',
  'Order packed.': 'statusPacked',
  'Order shipped.': 'statusShipped',
  'Order delivered.': 'statusDelivered',
  'Order cancelled.': 'statusCancelled',
  'Order placed and paid online': 'demoPlacedPaid',
  'Order placed, to be paid on delivery': 'demoPlacedCod',
  'Dispatched from our Jaipur warehouse': 'demoDispatched',
  'Delivered to the customer': 'demoDelivered',
};

const BY_CUSTOMER = /^Cancelled by the customer: (.+?)\.(?: (\d+) of (\d+) units\.)?$/;
const SHIPPED_WITH = /^Shipped with (.+?)(?:, tracking number (.+))?\.$/;
const PAID_ONLINE =
  /^Paid online \(([^)]+)\), (?:confirmed by the checkout|reported by Razorpay \(([^)]*)\))(, after every item was cancelled: refund due)?\.$/;

/**
 * A tracking note in the page's language: the platform's own notes and patterns (the customer's reason translated,
 * the courier and numbers kept); a note the shop typed itself, as typed.
 */
export function trackingNote(t: TrackingTranslator, orders: OrdersTranslator, note: string): string {
  const key = TRACKING_NOTE_KEYS[note];
  if (key) return t(`notes.${key}`);
  const byCustomer = BY_CUSTOMER.exec(note);
  if (byCustomer) {
    const reason = reasonLabel(orders, byCustomer[1]!);
    return byCustomer[2]
      ? t('notes.cancelledUnits', { reason, units: byCustomer[2], of: byCustomer[3]! })
      : t('notes.cancelledByCustomer', { reason });
  }
  const shipped = SHIPPED_WITH.exec(note);
  if (shipped) {
    return shipped[2]
      ? t('notes.shippedWithNumber', { courier: shipped[1]!, trackingNumber: shipped[2] })
      : t('notes.shippedWith', { courier: shipped[1]! });
  }
  const paid = PAID_ONLINE.exec(note);
  if (paid) {
    const [, paymentId = '', event, refundDue] = paid;
    if (event !== undefined) {
      return t(refundDue ? 'notes.paidByRazorpayAfterCancelled' : 'notes.paidByRazorpay', { paymentId, event });
    }
    return t(refundDue ? 'notes.paidByCheckoutAfterCancelled' : 'notes.paidByCheckout', { paymentId });
  }
  return note;
}

/** A tracking event's heading: an order status, or the payment's events ('Payment received', 'Payment failed'). */
export function trackingEventTitle(t: TrackingTranslator, orders: OrdersTranslator, status: string): string {
  if (status === 'Payment received') return t('events.paymentReceived');
  if (status === 'Payment failed') return t('events.paymentFailed');
  return statusLabel(orders, status);
}
