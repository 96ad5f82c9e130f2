import type { MailMessage } from './mailer';
import { buttonLink, escapeHtml, mailHtml } from './mail-html';

export interface ConsoleInviteEmail {
  shopId: number;
  to: string;
  shopName: string;
  /** Who invited them (name or email). */
  invitedBy: string;
  link: string;
  validHours: number;
}

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
  const html = mailHtml('en', [
    `<p>Hello,</p>`,
    `<p>${escapeHtml(mail.invitedBy)} invited you to help run ${shop}: its orders, prices and home page.</p>`,
    `<p>${buttonLink(link, 'Choose your password')}</p>`,
    `<p>The link works once, for ${mail.validHours} hours. If the button does not work, copy this address into your browser:<br><a href="${link}">${link}</a></p>`,
    `<p>Then sign in with this email address. If you did not expect this, you can ignore this email.</p>`,
    `<p>${shop}</p>`,
  ]);
  return { shopId: mail.shopId, to: mail.to, subject: `You are invited to the ${mail.shopName} console`, text, html };
}
