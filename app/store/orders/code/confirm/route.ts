import { callPlatform } from '@/lib/platform/server/client';
import { ORDER_CODE_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { confirmOrderCodeBody } from '@/lib/validation/store-requests';

/**
 * Confirms the shopper's own cash-on-delivery order with the code texted to them (Confirm_Order_Code); a wrong,
 * expired or used-up code is the platform's refusal on field 'code', with its message.
 */
export const POST = storeRoute({ body: confirmOrderCodeBody, session: 'required', failure: ORDER_CODE_FAILED_MESSAGE }, async ({ body, shopper }) => {
  const answer = await callPlatform('confirmOrderCode', { ...shopper, body: { CoOrderID: body.orderId, code: body.code } });
  return ok(null, answer.message);
});
