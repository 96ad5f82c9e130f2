/** A text message of a DLT template: `text` as the shopper reads it, `variables` what the provider fills in. */
export interface SmsMessage {
  shopId: number;
  /** 10-digit Indian mobile number. */
  to: string;
  text: string;
  templateId: string;
  variables: Record<string, string>;
}

/** Sends text messages through MSG91, or (demo mode without SMS keys) keeps them in the development outbox. */
export interface SmsSender {
  kind: 'msg91' | 'dev-outbox';
  /** Throws SmsFailure when the provider did not take the message. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsFailure extends Error {}

/** '+91' and the 10 digits. */
export const indianNumber = (mobile: string) => `+91${mobile.replace(/\D/g, '').slice(-10)}`;
