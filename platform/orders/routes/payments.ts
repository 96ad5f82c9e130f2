import type { Hono } from 'hono';
import { calls } from '../../contract/calls';
import {
  TEST_GATEWAY_SCRIPT_PATH,
  testGatewayPayAnswer,
  testGatewayPayRequest,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  webhookAnswer,
  webhookEvent,
} from '../contract/payments';
import { TEST_CHECKOUT_SCRIPT } from '../../shared/payments/test-checkout-script';
import { requireGateway } from '../../shared/payments/gateway';
import { payTestGatewayOrder } from '../../shared/payments/test-gateway';
import { requestOrigin } from '../../shared/http/request-origin';
import { applyWebhookEvent, verifyWebhook, webhookDeliveryId } from '../payment-webhook';
import type { PlatformContext } from '../../shared/platform-context';
import { Problem } from '../../shared/problem';
import { answer, readJson, validate, type AppEnv } from '../../shared/http/context';

export function registerPaymentsRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  // Razorpay's webhook: no shop host and no bearer; the signature over the raw body is the authentication.
  app.post(calls.razorpayWebhook.path, async (c) => {
    const raw = await c.req.text();
    verifyWebhook(requireGateway(platform.gateway).webhookSecret, raw, c.req.header(WEBHOOK_SIGNATURE_HEADER));
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new Problem(400, 'The request body must be valid JSON.');
    }
    const event = validate(webhookEvent, parsed);
    const message = await applyWebhookEvent(platform, event, webhookDeliveryId(c.req.header(WEBHOOK_EVENT_ID_HEADER), raw), requestOrigin(c));
    return answer(c, webhookAnswer, { status: 'true', message });
  });

  // The offline test gateway exists only in demo mode without Razorpay keys; elsewhere its calls do not exist.
  app.get(TEST_GATEWAY_SCRIPT_PATH, (c) => {
    if (platform.gateway?.kind !== 'test') throw new Problem(404, `There is no call ${c.req.method} ${c.req.path}.`);
    return c.body(TEST_CHECKOUT_SCRIPT, 200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' });
  });

  app.post(calls.testGatewayPay.path, async (c) => {
    if (platform.gateway?.kind !== 'test') throw new Problem(404, `There is no call ${c.req.method} ${c.req.path}.`);
    const body = await readJson(c, testGatewayPayRequest);
    return answer(c, testGatewayPayAnswer, await payTestGatewayOrder(platform.db, body));
  });
}
