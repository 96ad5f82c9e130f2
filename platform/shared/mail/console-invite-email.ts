import type { MailMessage } from './mailer';

export interface ConsoleInviteEmail {
  shopId: number;
  to: string;
  shopName: string;
  /** Who invited them (name or email). */
  invitedBy: string;
  link: string;
  validHours: number;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The console invitation: a subject naming the shop, a plain-text body and a simple HTML body with the link. */
export function consoleInviteEmail(mail: ConsoleInviteEmail): MailMessage {
  const text = [
    'Hello,',
    '',
    `${mail.invitedBy} invited you to help run ${mail.shopName}: its orders, prices and home page.`,
    `Open this link to choose your password (it works once, for ${mail.validHours} hours):`,
    '',
    mail.link,
    '',
    'Then sign in with this email address. If you did not expect this, you can ignore this email.',
    '',
    mail.shopName,
  ].join('\n');
  const shop = escapeHtml(mail.shopName);
  const link = escapeHtml(mail.link);
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>Hello,</p>
<p>${escapeHtml(mail.invitedBy)} invited you to help run ${shop}: its orders, prices and home page.</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #1f2937; color: #ffffff; text-decoration: none; border-radius: 4px">Choose your password</a></p>
<p>The link works once, for ${mail.validHours} hours. If the button does not work, copy this address into your browser:<br><a href="${link}">${link}</a></p>
<p>Then sign in with this email address. If you did not expect this, you can ignore this email.</p>
<p>${shop}</p>
</body></html>`;
  return { shopId: mail.shopId, to: mail.to, subject: `You are invited to the ${mail.shopName} console`, text, html };
}
