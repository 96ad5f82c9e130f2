import type { SmsSettings } from '../config';
import type { ShopperLanguage } from '../contract/language';
import { SmsFailure, type SmsSender } from './sms-sender';

export const SMS_TIMEOUT_MS = 5000;

/**
 * The DLT template of the COD code message in a language: each language's text is a template of its own, registered
 * on DLT and with MSG91 (SMS_OTP_TEMPLATE_ID, SMS_OTP_TEMPLATE_ID_HI). Null when the language has none (no Hindi
 * template set): the message is then sent in English.
 */
export function otpTemplateFor(settings: SmsSettings, language: ShopperLanguage): string | null {
  if (language === 'hi') return settings.otpTemplateIdHi || null;
  return settings.otpTemplateId;
}

/**
 * MSG91's Flow API: POST the template id and one recipient (mobile with country code, and the template's variables),
 * authenticated by the `authkey` header. MSG91 answers {type:'success'} or {type:'error', message}.
 */
export function msg91Sender(settings: SmsSettings, log: (line: string) => void = console.error): SmsSender {
  return {
    kind: 'msg91',
    async send(message) {
      const body = {
        template_id: message.templateId || settings.otpTemplateId,
        short_url: '0',
        ...(settings.senderId ? { sender: settings.senderId } : {}),
        recipients: [{ mobiles: `91${message.to.replace(/\D/g, '').slice(-10)}`, ...message.variables }],
      };
      let failure: string;
      try {
        const response = await fetch(settings.url, {
          method: 'POST',
          headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
        const text = await response.text();
        const answer = parseAnswer(text);
        if (response.ok && answer?.type !== 'error') return;
        failure = `HTTP ${response.status}: ${answer?.message ?? text.slice(0, 200)}`;
      } catch (error) {
        failure = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${SMS_TIMEOUT_MS / 1000} s` : String(error);
      }
      log(`SMS to +91…${message.to.slice(-3)} through MSG91 failed (${failure}).`);
      throw new SmsFailure(failure);
    },
  };
}

function parseAnswer(text: string): { type?: string; message?: string } | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as { type?: string; message?: string }) : null;
  } catch {
    return null;
  }
}
