import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import { devMailbox } from '../../customers/tables';
import type { Mailer } from './mailer';

/**
 * SMTP when SMTP_URL is set; else, in demo mode, the development mailbox (dev_mailbox table, read by GET
 * /api/Dev_Mailbox); else none: the platform sends no mail and says password reset is unavailable.
 */
export function createMailer(db: Db, config: PlatformConfig): Mailer | null {
  const smtpUrl = config.smtpUrl;
  if (smtpUrl) {
    let transport: Promise<import('nodemailer').Transporter> | undefined;
    return {
      kind: 'smtp',
      async send(message) {
        transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html });
      },
    };
  }
  if (!config.demoMode) return null;
  return {
    kind: 'dev-mailbox',
    async send(message) {
      await db.insert(devMailbox).values({
        shopId: message.shopId,
        toEmail: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
