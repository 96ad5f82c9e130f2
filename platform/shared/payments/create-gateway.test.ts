import { describe, expect, it } from 'vitest';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import { Problem } from '../problem';
import { createPaymentGateway } from './create-gateway';

const KEYS = { keyId: 'rzp_live_abc', keySecret: 'secret_xyz', webhookSecret: 'whsec' };
const config = { razorpay: KEYS, demoMode: false } as unknown as PlatformConfig;

/** Razorpay's gateway with a recording fetch in place of the network (no internet here). */
function razorpayWith(answer: () => Promise<Response>) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  const gateway = createPaymentGateway(null as unknown as Db, config, fetchImpl)!;
  return { gateway, requests };
}

describe("Razorpay's refund call", () => {
  it('posts a normal-speed refund of the amount in paise to the payment, with the key as Basic auth and the notes', async () => {
    const { gateway, requests } = razorpayWith(async () =>
      Response.json({
        id: 'rfnd_FP8QHiV938haTz',
        entity: 'refund',
        amount: 49_900,
        currency: 'INR',
        payment_id: 'pay_29QQoUBi66xm2f',
        status: 'processed',
      }),
    );
    const refund = await gateway.refund('pay_29QQoUBi66xm2f', 49_900, { order: 'OD2611250001', item: '17', reason: 'x'.repeat(300) });
    expect(refund).toEqual({ id: 'rfnd_FP8QHiV938haTz', amountPaise: 49_900, status: 'processed' });
    expect(requests).toHaveLength(1);
    const [{ url, init }] = requests as [{ url: string; init: RequestInit }];
    expect(url).toBe('https://api.razorpay.com/v1/payments/pay_29QQoUBi66xm2f/refund');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe(`Basic ${Buffer.from('rzp_live_abc:secret_xyz').toString('base64')}`);
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      amount: 49_900,
      speed: 'normal',
      notes: { order: 'OD2611250001', item: '17', reason: 'x'.repeat(256) },
    });
  });

  it("keeps Razorpay's pending status, and escapes the payment id in the path", async () => {
    const { gateway, requests } = razorpayWith(async () => Response.json({ id: 'rfnd_1', amount: 100, status: 'pending' }));
    expect((await gateway.refund('pay_a/../b', 100)).status).toBe('pending');
    expect(requests[0]!.url).toBe('https://api.razorpay.com/v1/payments/pay_a%2F..%2Fb/refund');
  });

  it("throws a 502 Problem with Razorpay's description when it refuses, and when it cannot be reached", async () => {
    const refused = razorpayWith(async () =>
      Response.json(
        { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured' } },
        { status: 400 },
      ),
    );
    const error = await refused.gateway.refund('pay_1', 10_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Problem);
    expect(error).toMatchObject({
      status: 502,
      message: 'The payment provider refused the refund: The refund amount provided is greater than amount captured.',
    });
    const down = razorpayWith(() => Promise.reject(new TypeError('fetch failed')));
    await expect(down.gateway.refund('pay_1', 100)).rejects.toMatchObject({ status: 502 });
  });
});

describe("the test gateway's refund", () => {
  it('answers a processed refund for a payment id and refuses nonsense', async () => {
    const gateway = createPaymentGateway(null as unknown as Db, { demoMode: true } as unknown as PlatformConfig)!;
    expect(gateway.kind).toBe('test');
    expect(await gateway.refund('pay_ABCDEFGHIJKLMN', 12_300)).toEqual({
      id: expect.stringMatching(/^rfnd_/),
      amountPaise: 12_300,
      status: 'processed',
    });
    await expect(gateway.refund('order_1', 100)).rejects.toMatchObject({ status: 400 });
    await expect(gateway.refund('pay_1', 0)).rejects.toMatchObject({ status: 400 });
  });
});
