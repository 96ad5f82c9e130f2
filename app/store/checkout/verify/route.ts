import { callPlatform } from '@/lib/platform/server/client';
import { shopOriginHeaders } from '@/lib/platform/server/request-host';
import { paymentResultToWire } from '@/lib/platform/transforms/checkout';
import { PAYMENT_RESULT_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { verifyPaymentBody } from '@/lib/validation/store-requests';

/** The payment dialog's result goes to order_final, which verifies the signature before marking the order paid. */
export const POST = storeRoute(
  { body: verifyPaymentBody, session: 'required', failure: PAYMENT_RESULT_FAILED_MESSAGE },
  async ({ body, shopper }) => {
    // The shop's origin, for the link in the order-placed mail sent once the order is paid.
    const answer = await callPlatform('orderFinal', { ...shopper, body: paymentResultToWire(body), headers: await shopOriginHeaders() });
    return ok({ orderId: answer.data.CoOrderID }, answer.message);
  },
);
