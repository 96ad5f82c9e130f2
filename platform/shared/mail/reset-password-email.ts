import type { MailMessage } from './mailer';
import type { ShopperLanguage } from '../contract/language';
import { buttonLink, escapeHtml, mailHtml } from './mail-html';

export interface ResetPasswordEmail {
  shopId: number;
  to: string;
  shopName: string;
  firstName: string;
  link: string;
  validMinutes: number;
  /** A back-office (console) account's password rather than a shopper's. */
  console?: boolean;
  /** A shopper's mail in Hindi (asked for on a /hi/ page); console mails stay English. */
  language?: ShopperLanguage;
}

/** The password-reset mail: a subject naming the shop, a plain-text body and a simple HTML body with the link. */
export function resetPasswordEmail(mail: ResetPasswordEmail): MailMessage {
  if (mail.language === 'hi' && !mail.console) return hindiResetPasswordEmail(mail);
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
  const html = mailHtml('en', [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>We received a request to reset the password of your ${shop} ${account}.</p>`,
    `<p>${buttonLink(link, 'Reset your password')}</p>`,
    `<p>The link works once, for ${mail.validMinutes} minutes. If the button does not work, copy this address into your browser:<br><a href="${link}">${link}</a></p>`,
    `<p>If you did not ask for this, you can ignore this email: your password stays the same.</p>`,
    `<p>${shop}</p>`,
  ]);
  return { shopId: mail.shopId, to: mail.to, subject: `Reset your ${mail.shopName} ${mail.console ? 'console ' : ''}password`, text, html };
}

/** The shopper's reset mail in Hindi (`shopName` is the shop's Hindi name when it has one). */
function hindiResetPasswordEmail(mail: ResetPasswordEmail): MailMessage {
  const greeting = mail.firstName ? `नमस्ते ${mail.firstName},` : 'नमस्ते,';
  const text = [
    greeting,
    '',
    `हमें आपके ${mail.shopName} अकाउंट का पासवर्ड रीसेट करने का अनुरोध मिला है।`,
    `नया पासवर्ड चुनने के लिए यह लिंक खोलें (यह एक ही बार, ${mail.validMinutes} मिनट तक काम करेगा):`,
    '',
    mail.link,
    '',
    'अगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा कर दें: आपका पासवर्ड नहीं बदलेगा।',
    '',
    mail.shopName,
  ].join('\n');
  const shop = escapeHtml(mail.shopName);
  const link = escapeHtml(mail.link);
  const html = mailHtml('hi', [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>हमें आपके ${shop} अकाउंट का पासवर्ड रीसेट करने का अनुरोध मिला है।</p>`,
    `<p>${buttonLink(link, 'पासवर्ड रीसेट करें')}</p>`,
    `<p>यह लिंक एक ही बार, ${mail.validMinutes} मिनट तक काम करेगा। अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में कॉपी करें:<br><a href="${link}">${link}</a></p>`,
    `<p>अगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा कर दें: आपका पासवर्ड नहीं बदलेगा।</p>`,
    `<p>${shop}</p>`,
  ]);
  return { shopId: mail.shopId, to: mail.to, subject: `अपने ${mail.shopName} अकाउंट का पासवर्ड रीसेट करें`, text, html };
}
