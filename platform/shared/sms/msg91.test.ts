import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg91Sender, otpTemplateFor } from './msg91';
import { SmsFailure } from './sms-sender';

/** The MSG91 adapter against a real HTTP server on this machine, standing in for control.msg91.com. */
describe('the MSG91 adapter', () => {
  let server: http.Server;
  let url: string;
  const received: { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  let reply: { status: number; body: string; delayMs?: number } = { status: 200, body: '{"type":"success","message":"3763646c3058373530393838"}' };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: JSON.parse(text || 'null') });
        setTimeout(() => res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body), reply.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/flow`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const settings = () => ({ url, authKey: 'auth-key-123', otpTemplateId: 'tmpl-otp-1', otpTemplateIdHi: 'tmpl-otp-hi-1', senderId: 'KESARI' });
  const message = {
    shopId: 2,
    to: '9876543210',
    text: '123456 is your code…',
    templateId: 'tmpl-otp-1',
    variables: { code: '123456', shop: 'Kesari Mart', order: 'OD1' },
  };

  it('posts the flow request MSG91 expects: authkey header, template id, the recipient with its variables', async () => {
    await msg91Sender(settings()).send(message);
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v5/flow',
      headers: { authkey: 'auth-key-123', 'content-type': 'application/json' },
      body: {
        template_id: 'tmpl-otp-1',
        short_url: '0',
        sender: 'KESARI',
        recipients: [{ mobiles: '919876543210', code: '123456', shop: 'Kesari Mart', order: 'OD1' }],
      },
    });
  });

  it('picks the DLT template of the message language: the Hindi one for Hindi, none when the platform has no Hindi template', () => {
    expect(otpTemplateFor(settings(), 'en')).toBe('tmpl-otp-1');
    expect(otpTemplateFor(settings(), 'hi')).toBe('tmpl-otp-hi-1');
    expect(otpTemplateFor({ ...settings(), otpTemplateIdHi: '' }, 'hi')).toBeNull();
  });

  it('posts the Hindi template id it is given, with the same variables', async () => {
    await msg91Sender(settings()).send({ ...message, text: '123456 आपके Kesari Mart ऑर्डर OD1 …', templateId: 'tmpl-otp-hi-1' });
    expect(received.at(-1)?.body).toMatchObject({ template_id: 'tmpl-otp-hi-1', recipients: [{ mobiles: '919876543210', code: '123456' }] });
  });

  it('fails with a clear log line when MSG91 refuses the message', async () => {
    reply = { status: 200, body: '{"type":"error","message":"Template ID Missing or Invalid Template"}' };
    const lines: string[] = [];
    await expect(msg91Sender(settings(), (line) => lines.push(line)).send(message)).rejects.toBeInstanceOf(SmsFailure);
    expect(lines).toEqual(['SMS to +91…210 through MSG91 failed (HTTP 200: Template ID Missing or Invalid Template).']);
    reply = { status: 401, body: '{"type":"error","message":"Authentication failure"}' };
    await expect(msg91Sender(settings(), (line) => lines.push(line)).send(message)).rejects.toBeInstanceOf(SmsFailure);
    expect(lines.at(-1)).toBe('SMS to +91…210 through MSG91 failed (HTTP 401: Authentication failure).');
  });

  it('gives up after 5 s without an answer', async () => {
    reply = { status: 200, body: '{"type":"success"}', delayMs: 6000 };
    const lines: string[] = [];
    const started = Date.now();
    await expect(msg91Sender(settings(), (line) => lines.push(line)).send(message)).rejects.toBeInstanceOf(SmsFailure);
    expect(Date.now() - started).toBeLessThan(5900);
    expect(lines).toEqual(['SMS to +91…210 through MSG91 failed (no answer within 5 s).']);
  }, 10_000);
});
