import type { MailMessage } from './mailer';

export interface ResetPasswordEmail {
  shopId: number;
  to: string;
  shopName: string;
  firstName: string;
  link: string;
  validMinutes: number;
  /** A back-office (console) account's password rather than a shopper's. */
  console?: boolean;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The password-reset mail: a subject naming the shop, a plain-text body and a simple HTML body with the link. */
export function resetPasswordEmail(mail: ResetPasswordEmail): MailMessage {
  const greeting = mail.firstName ? `Hello ${mail.firstName},` : 'Hello,';
  const account = mail.console ? 'console account' : 'account';
  const text = [
    greeting,
    '',
    `We received a request to reset the password of your ${mail.shopName} ${account}.`,
    `Open this link to choose a new password (it works once, for ${mail.validMinutes} minutes):`,
    '',
    mail.link,
    '',
    'If you did not ask for this, you can ignore this email: your password stays the same.',
    '',
    mail.shopName,
  ].join('\n');
  const shop = escapeHtml(mail.shopName);
  const link = escapeHtml(mail.link);
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your ${shop} ${account}.</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #1f2937; color: #ffffff; text-decoration: none; border-radius: 4px">Reset your password</a></p>
<p>The link works once, for ${mail.validMinutes} minutes. If the button does not work, copy this address into your browser:<br><a href="${link}">${link}</a></p>
<p>If you did not ask for this, you can ignore this email: your password stays the same.</p>
<p>${shop}</p>
</body></html>`;
  return { shopId: mail.shopId, to: mail.to, subject: `Reset your ${mail.shopName} ${mail.console ? 'console ' : ''}password`, text, html };
}
