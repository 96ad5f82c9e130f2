import type { Mailer, MailMessage } from './mailer';

/** Reset mails one account (a shopper's or a console one) can be sent per hour; further requests get the same answer and send nothing. */
export const MAX_RESET_MAILS_PER_HOUR = 5;

/**
 * Sends a reset mail (a shopper's or a console account's). The dev mailbox is waited for, so the mail is there when
 * the answer is; a mail server's round trip would make a known email measurably slower than an unknown one, so it
 * is not waited for.
 */
export async function deliverResetMail(mailer: Mailer, mail: MailMessage): Promise<void> {
  const delivery = mailer.send(mail);
  if (mailer.kind === 'dev-mailbox') {
    await delivery;
  } else {
    delivery.catch((error: unknown) => console.error(`Could not send the password-reset mail of reseller ${mail.shopId}`, error));
  }
}
