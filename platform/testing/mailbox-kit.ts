import type { TestPlatform } from './test-platform';

/** A mail of the development mailbox (GET /api/Dev_Mailbox, served while no SMTP server is configured). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The shop's development mailbox, newest first (the first demo shop's unless `host` names another). */
export async function devMailbox(platform: TestPlatform, host?: string): Promise<Mail[]> {
  return (await platform.call('GET', '/api/Dev_Mailbox', host ? { host } : {})).body.data as Mail[];
}

/** The mails whose subject names an order number, newest first. */
export async function mailsAboutOrder(platform: TestPlatform, number: string, host?: string): Promise<Mail[]> {
  return (await devMailbox(platform, host)).filter((mail) => mail.subject.includes(number));
}

/** The mails to one address, newest first. */
export async function mailsTo(platform: TestPlatform, email: string, host?: string): Promise<Mail[]> {
  return (await devMailbox(platform, host)).filter((mail) => mail.to === email);
}
