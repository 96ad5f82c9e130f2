import type { MailMessage } from './mailer';
import type { OrderUpdateEmail } from './order-update';
import { HINDI_FRAME, hindiWording } from './order-update-email-hi';
import { escapeHtml, mailHtml } from './mail-html';

export type { OrderUpdate, OrderUpdateEmail } from './order-update';

const rupees = (paise: number) => `₹${Math.round(paise / 100).toLocaleString('en-IN')}`;

/** The subject and the paragraphs of one update. */
function wording(mail: OrderUpdateEmail): { subject: string; paragraphs: string[] } {
  const { orderNumber: order, update } = mail;
  const shop = mail.shop.name;
  switch (update.status) {
    case 'Placed':
      return {
        subject: `Your ${shop} order ${order} is placed`,
        paragraphs: [
          `Thank you for your order ${order}. We have received it and will mail you when it is packed and shipped.`,
          update.paid ? `Paid online: ${rupees(update.totalPaise)}.` : `To pay on delivery: ${rupees(update.totalPaise)}.`,
        ],
      };
    case 'Packed':
      return {
        subject: `Your ${shop} order ${order} is packed`,
        paragraphs: [`Your order ${order} is packed and will be handed to the courier soon.`],
      };
    case 'Shipped':
      return {
        subject: `Your ${shop} order ${order} has shipped`,
        paragraphs: [
          update.courier ? `Your order ${order} is on its way with ${update.courier}.` : `Your order ${order} is on its way.`,
          ...(update.trackingNumber ? [`Tracking number: ${update.trackingNumber}`] : []),
        ],
      };
    case 'Delivered':
      return {
        subject: `Your ${shop} order ${order} is delivered`,
        paragraphs: [`Your order ${order} has been delivered. Thank you for shopping with ${shop}.`],
      };
    case 'Cancelled': {
      const what = update.wholeOrder ? `your order ${order}` : `${update.items.join(', ')} from your order ${order}`;
      const paragraphs = [`We have cancelled ${what}.`, `Reason: ${update.reason}`];
      if (update.refundPaise > 0) {
        paragraphs.push(`A refund of ${rupees(update.refundPaise)} is on its way to the account you paid from; banks usually take 5–7 working days.`);
      }
      return {
        subject: update.wholeOrder ? `Your ${shop} order ${order} is cancelled` : `An item of your ${shop} order ${order} is cancelled`,
        paragraphs,
      };
    }
    default:
      return {
        subject: `Your ${shop} order ${order} is ${update.status.toLowerCase()}`,
        paragraphs: [`Your order ${order} is now ${update.status}.`],
      };
  }
}

/**
 * A short, plain mail in the shop's name about one change of an order; the shop's contact details close it. In the
 * order's language: Hindi (orders placed from /hi/ pages) or English.
 */
export function orderUpdateEmail(mail: OrderUpdateEmail): MailMessage {
  return mail.language === 'hi' ? hindiOrderUpdateEmail(mail) : englishOrderUpdateEmail(mail);
}

function englishOrderUpdateEmail(mail: OrderUpdateEmail): MailMessage {
  const { subject, paragraphs } = wording(mail);
  const greeting = mail.firstName ? `Hello ${mail.firstName},` : 'Hello,';
  const link = mail.update.status === 'Placed' ? mail.update.trackLink : '';
  const follow = link ? `Follow your order here: ${link}` : 'You can follow your order under My Orders in our shop.';
  const contact = [mail.shop.mobile, mail.shop.email].filter(Boolean).join(' · ');
  const closing = contact ? [mail.shop.name, `Questions? ${contact}`] : [mail.shop.name];
  const text = [greeting, '', ...paragraphs, '', follow, '', ...closing].join('\n');
  const html = mailHtml('en', [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${link ? `<a href="${escapeHtml(link)}">Follow your order</a> (${escapeHtml(link)})` : escapeHtml(follow)}</p>`,
    `<p>${closing.map(escapeHtml).join('<br>')}</p>`,
  ]);
  return { shopId: mail.shopId, to: mail.to, subject, text, html };
}

function hindiOrderUpdateEmail(mail: OrderUpdateEmail): MailMessage {
  const shop = mail.shop.nameHi || mail.shop.name;
  const { subject, paragraphs } = hindiWording(mail, shop);
  const greeting = HINDI_FRAME.greeting(mail.firstName);
  const link = mail.update.status === 'Placed' ? mail.update.trackLink : '';
  const follow = link ? HINDI_FRAME.followAt(link) : HINDI_FRAME.followInShop;
  const contact = [mail.shop.mobile, mail.shop.email].filter(Boolean).join(' · ');
  const closing = contact ? [shop, HINDI_FRAME.questions(contact)] : [shop];
  const text = [greeting, '', ...paragraphs, '', follow, '', ...closing].join('\n');
  const html = mailHtml('hi', [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${link ? `<a href="${escapeHtml(link)}">${HINDI_FRAME.followLink}</a> (${escapeHtml(link)})` : escapeHtml(follow)}</p>`,
    `<p>${closing.map(escapeHtml).join('<br>')}</p>`,
  ]);
  return { shopId: mail.shopId, to: mail.to, subject, text, html };
}
