import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { callPlatform, PlatformError } from '@/lib/platform/server/client';
import { hostName } from '@/lib/platform/site';
import { formatOrderDateTime } from '@/modules/orders/order-date';

export const metadata: Metadata = { title: 'Development mailbox', robots: { index: false, follow: false } };
/** The mailbox changes with every mail: never the layout's cached ISR page. */
export const dynamic = 'force-dynamic';

const LINK = /(https?:\/\/[^\s<>"']+)/g;

/**
 * Mails the platform kept because no SMTP server is configured (a 404 when it has no mailbox: SMTP set), and the text
 * messages of its development outbox (none shown when it sends real ones).
 */
export default async function DevMailboxPage({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  let mails;
  try {
    mails = (await callPlatform('devMailbox', { host: hostName(site) })).data;
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) notFound();
    throw error;
  }
  const newest = [...mails].sort((a, b) => b.id - a.id);
  // Text messages: the development outbox, newest first; none when the platform sends real ones (404).
  const texts = await callPlatform('devOutbox', { host: hostName(site) }).then(
    (answer) => answer.data,
    (error: unknown) => {
      if (error instanceof PlatformError && error.status === 404) return null;
      throw error;
    },
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-gray-900">Development mailbox</h1>
      <p className="mt-1 text-sm text-gray-600">Mails this shop would have sent. It exists only while no SMTP server is configured.</p>
      {newest.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed p-8 text-center text-gray-600">No mails yet.</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {newest.map((mail) => (
            <li key={mail.id} data-testid="dev-mail" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              <h2 className="font-semibold text-gray-900">{mail.subject}</h2>
              <p className="text-sm text-gray-600">
                To {mail.to} · <time dateTime={mail.created_at}>{formatOrderDateTime(mail.created_at)}</time>
              </p>
              <p className="mt-3 text-sm break-words whitespace-pre-wrap text-gray-800">
                {mail.text.split(LINK).map((part, i) =>
                  i % 2 === 1 ? (
                    <a key={i} href={part} className="font-medium text-shop-primary underline">
                      {part}
                    </a>
                  ) : (
                    part
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {texts && (
        <section aria-labelledby="texts-title" className="mt-10">
          <h2 id="texts-title" className="text-xl font-bold text-gray-900">
            Text messages
          </h2>
          <p className="mt-1 text-sm text-gray-600">Text messages (SMS) this shop would have sent, newest first.</p>
          {texts.length === 0 ? (
            <p className="mt-4 rounded-xl border border-dashed p-6 text-center text-gray-600">No text messages yet.</p>
          ) : (
            <ol className="mt-4 space-y-3">
              {texts.map((sms, i) => (
                <li key={`${sms.sent_at}-${i}`} data-testid="dev-sms" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
                  <p className="text-sm text-gray-600">
                    To {sms.to} · <time dateTime={sms.sent_at}>{formatOrderDateTime(sms.sent_at)}</time>
                  </p>
                  <p className="mt-2 text-sm break-words text-gray-800">{sms.text}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}
