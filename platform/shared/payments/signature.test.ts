import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidPaymentSignature, isValidWebhookSignature, paymentSignature, webhookSignature } from './signature';

// Razorpay's own test vectors: razorpay-python tests/test_client_utility.py (payment, client secret 'key_secret')
// and razorpay-node test/utils/razorpay-utils.spec.js (webhook).
const PAYMENT_VECTOR = {
  secret: 'key_secret',
  orderId: 'fake_order_id',
  paymentId: 'fake_payment_id',
  signature: 'b2335e3b0801106b84a7faff035df56ecffde06918c9ddd1f0fafbb37a51cc89',
};
const WEBHOOK_VECTOR = {
  secret: '123456',
  body: '{"a":1,"b":2,"c":{"d":3}}',
  signature: '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
};

function changeOneCharacter(signature: string): string {
  const last = signature.at(-1)!;
  return signature.slice(0, -1) + (last === '0' ? '1' : '0');
}

describe('Razorpay payment signature', () => {
  const v = PAYMENT_VECTOR;

  it("matches Razorpay's published test vector", () => {
    expect(paymentSignature(v.secret, v.orderId, v.paymentId)).toBe(v.signature);
    expect(isValidPaymentSignature(v.secret, v.orderId, v.paymentId, v.signature)).toBe(true);
  });

  it('refuses a signature with one character changed', () => {
    expect(isValidPaymentSignature(v.secret, v.orderId, v.paymentId, changeOneCharacter(v.signature))).toBe(false);
  });

  it('refuses the signature for a different payment id or order id', () => {
    expect(isValidPaymentSignature(v.secret, v.orderId, 'fake_payment_id2', v.signature)).toBe(false);
    expect(isValidPaymentSignature(v.secret, 'another_order_id', v.paymentId, v.signature)).toBe(false);
  });

  it('refuses a signature made with another secret, a truncated one, an empty one, and anything under an empty secret', () => {
    const foreign = createHmac('sha256', 'other_secret').update(`${v.orderId}|${v.paymentId}`).digest('hex');
    expect(isValidPaymentSignature(v.secret, v.orderId, v.paymentId, foreign)).toBe(false);
    expect(isValidPaymentSignature(v.secret, v.orderId, v.paymentId, v.signature.slice(0, 32))).toBe(false);
    expect(isValidPaymentSignature(v.secret, v.orderId, v.paymentId, '')).toBe(false);
    expect(isValidPaymentSignature('', v.orderId, v.paymentId, paymentSignature('', v.orderId, v.paymentId))).toBe(false);
  });
});

describe('Razorpay webhook signature', () => {
  const v = WEBHOOK_VECTOR;

  it("matches Razorpay's published test vector over the raw body", () => {
    expect(webhookSignature(v.secret, v.body)).toBe(v.signature);
    expect(isValidWebhookSignature(v.secret, v.body, v.signature)).toBe(true);
  });

  it('refuses a changed body (even only its spacing), a changed signature and a wrong signature', () => {
    expect(isValidWebhookSignature(v.secret, '{"a": 1,"b":2,"c":{"d":3}}', v.signature)).toBe(false);
    expect(isValidWebhookSignature(v.secret, v.body, changeOneCharacter(v.signature))).toBe(false);
    expect(isValidWebhookSignature(v.secret, v.body, 'sdfafds')).toBe(false);
    expect(isValidWebhookSignature('', v.body, webhookSignature('', v.body))).toBe(false);
  });
});
