import { callPlatform } from '@/lib/platform/client';
import { PAYMENT_RESULT_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/route';
import { verifyPaymentBody } from '@/lib/validation/store-requests';

/** The payment dialog's result goes to order_final, which verifies the signature before marking the order paid. */
export const POST = storeRoute(
  { body: verifyPaymentBody, session: 'required', failure: PAYMENT_RESULT_FAILED_MESSAGE },
  async ({ body, shopper }) => {
    const answer = await callPlatform('orderFinal', { ...shopper, body });
    return ok({ orderId: answer.data.CoOrderID }, answer.message);
  },
);
