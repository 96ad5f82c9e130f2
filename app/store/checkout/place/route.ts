import { toPaymentRequest } from '@/lib/checkout/payment-request';
import type { PlacedOrder } from '@/lib/checkout/types';
import { toOrderAmounts } from '@/lib/orders/types';
import { callPlatform } from '@/lib/platform/client';
import { ok, platformFailure, readBody, shopperSession, signedOut } from '@/lib/session/store-handler';
import { placeOrderBody } from '@/lib/validation/store-requests';
import { IDEMPOTENCY_HEADER } from '@/platform/contract/common';

const FAILED_MESSAGE = 'Failed to place the order, please try again.';

/**
 * Places the order (insert_Customer_Order). The platform prices every line itself; the attempt key travels as the
 * Idempotency-Key, so a double click or a retry of one checkout attempt creates one order. A COD order carries the
 * platform's captcha and the code the shopper typed; the platform refuses it unless they match.
 */
export async function POST(request: Request) {
  const body = await readBody(request, placeOrderBody);
  if ('response' in body) return body.response;
  const session = await shopperSession();
  if (!session) return signedOut();
  const { addressId, paymentMode, attemptKey, captchaId, captchaCode, lines } = body.data;
  try {
    const answer = await callPlatform('insertOrder', {
      host: session.host,
      token: session.token,
      headers: { [IDEMPOTENCY_HEADER]: `storefront-${attemptKey}` },
      body: {
        addressid: addressId,
        coupan_Code: '',
        paymentmode: paymentMode,
        ...(paymentMode === 'COD' ? { captcha_id: captchaId, captcha_code: captchaCode } : {}),
        orders: lines.map((line) => ({
          asinid: line.productId,
          quantity: line.units,
          productcode: line.slug,
          size: line.size,
          ...(line.colour ? { color: line.colour } : {}),
        })),
      },
    });
    const data = answer.data;
    const placed: PlacedOrder =
      data.paymentmode === 'COD'
        ? { paymentMode: 'COD', orderId: data.CoOrderID, amounts: toOrderAmounts(data.amounts) }
        : { paymentMode: 'ONLINE', orderId: data.CoOrderID, amounts: toOrderAmounts(data.amounts), payment: toPaymentRequest(data.CoOrderID, data) };
    return ok(placed, answer.message);
  } catch (error) {
    return platformFailure(error, FAILED_MESSAGE);
  }
}
