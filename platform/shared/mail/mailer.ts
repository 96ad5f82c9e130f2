export interface MailMessage {
  shopId: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail through SMTP, or (demo mode without SMTP) keeps it in the development mailbox. */
export interface Mailer {
  kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
}
