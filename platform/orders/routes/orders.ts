import type { Hono } from 'hono';
import { calls } from '../../contract/calls';
import { newCaptchaAnswer } from '../../shared/contract/captcha';
import { IDEMPOTENCY_HEADER } from '../../shared/contract/common';
import {
  cancelOrderAnswer,
  cancelOrderRequest,
  insertOrderAnswer,
  insertOrderRequest,
  orderAnswer,
  orderDetailsAnswer,
  orderFinalAnswer,
  orderFinalRequest,
  orderNumberQuery,
  orderTrackingAnswer,
  retryPaymentAnswer,
  retryPaymentRequest,
} from '../contract/orders';
import type { PlatformContext } from '../../shared/platform-context';
import { issueCaptcha } from '../cod-captcha';
import { cancelOrderItem } from '../cancellation';
import { confirmPayment, retryPayment } from '../payment';
import { placeOrder } from '../placement';
import { orderDetails, orderSummary, orderTracking } from '../queries';
import { Problem } from '../../shared/problem';
import { answer, bearer, readJson, validate, type AppContext, type AppEnv } from '../../shared/http/context';
import { requestOrigin } from '../../shared/http/request-origin';
import { clientAddress } from '../../shared/http/client-address';
import { shopperOf } from '../../cart';

const MAX_IDEMPOTENCY_KEY = 100;

export function registerOrdersRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const auth = bearer(platform);

  app.post(calls.insertOrder.path, auth, async (c) => {
    const key = idempotencyKey(c);
    const body = await readJson(c, insertOrderRequest);
    const data = await placeOrder(platform, shopperOf(c), body, key, requestOrigin(c), clientAddress(c, platform.config.trustedProxies));
    return answer(c, insertOrderAnswer, { status: 'true', message: 'Order placed successfully.', data });
  });

  app.post(calls.newCaptcha.path, auth, async (c) => {
    const issued = await issueCaptcha(platform.db, c.get('reseller').id);
    return answer(c, newCaptchaAnswer, {
      status: 'true',
      data: [{ captcha_id: issued.id, code: issued.code, expires_in: issued.expiresInSeconds }],
    });
  });

  app.post(calls.orderFinal.path, auth, async (c) => {
    const body = await readJson(c, orderFinalRequest);
    const data = await confirmPayment(platform, shopperOf(c), body, requestOrigin(c));
    return answer(c, orderFinalAnswer, { status: 'true', message: 'Payment received. Your order is confirmed.', data });
  });

  app.get(calls.orderDetails.path, auth, async (c) => {
    const data = await orderDetails(platform.db, shopperOf(c));
    return answer(c, orderDetailsAnswer, { status: 'true', data });
  });

  app.post(calls.cancelOrderItem.path, auth, async (c) => {
    const body = await readJson(c, cancelOrderRequest);
    const { message, data } = await cancelOrderItem(platform, shopperOf(c), body);
    return answer(c, cancelOrderAnswer, { status: 'true', message, data });
  });

  app.get(calls.orderTracking.path, auth, async (c) => {
    const data = await orderTracking(platform.db, shopperOf(c), orderNumberOf(c));
    return answer(c, orderTrackingAnswer, { status: 'true', data });
  });

  app.get(calls.order.path, auth, async (c) => {
    const data = await orderSummary(platform.db, shopperOf(c), orderNumberOf(c));
    return answer(c, orderAnswer, { status: 'true', data });
  });

  app.post(calls.retryPayment.path, auth, async (c) => {
    const body = await readJson(c, retryPaymentRequest);
    const data = await retryPayment(platform, shopperOf(c), body.CoOrderID.trim());
    return answer(c, retryPaymentAnswer, { status: 'true', message: 'Complete your payment.', data });
  });
}

/** The order number of ?order_id=… (CoOrderID). */
function orderNumberOf(c: AppContext): string {
  return validate(orderNumberQuery, { order_id: c.req.query('order_id') ?? '' }).order_id;
}

/** The optional Idempotency-Key header; an empty one counts as none. */
function idempotencyKey(c: AppContext): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return undefined;
  if (key.length > MAX_IDEMPOTENCY_KEY)
    throw new Problem(400, `${IDEMPOTENCY_HEADER}: must be at most ${MAX_IDEMPOTENCY_KEY} characters`, IDEMPOTENCY_HEADER);
  return key;
}
