import { callPlatform, PlatformError } from '@/lib/platform/server/client';
import { toSentCode } from '@/lib/platform/transforms/orders';
import { ORDER_CODE_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, refuse, storeRoute } from '@/lib/store/server/route';
import { sendOrderCodeBody } from '@/lib/validation/store-requests';
import { pageLanguage } from '@/lib/store/page-language';

/**
 * Texts a new code for the shopper's own cash-on-delivery order awaiting one (Send_Order_Code); the platform's
 * refusals (too soon, too many, not awaiting a code) pass on with its message, and so does its 502 when the SMS
 * provider failed ("We could not send the code. Please try again."). The text is in the page's language.
 */
export const POST = storeRoute(
  { body: sendOrderCodeBody, session: 'required', failure: ORDER_CODE_FAILED_MESSAGE },
  async ({ body, shopper, request }) => {
    try {
      const answer = await callPlatform('sendOrderCode', { ...shopper, body: { CoOrderID: body.orderId, language: pageLanguage(request) } });
      return ok(toSentCode(answer.data), answer.message);
    } catch (error) {
      if (error instanceof PlatformError && error.status === 502 && error.message) return refuse(502, error.message);
      throw error;
    }
  },
);
