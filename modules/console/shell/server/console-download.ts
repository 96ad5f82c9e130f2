import 'server-only';
import { isSessionRefusal } from './console-call';
import { consoleToken } from './console-cookie';
import { currentHost } from '@/lib/platform/server/request-host';
import { platformFetch } from '@/lib/platform/server/transport';
import { CONSOLE_SIGN_IN_PATH } from '@/lib/routes.mjs';

/**
 * A console download (a CSV export): the console cookie's session asks the platform, whose file is passed on as it
 * streams. Without a session (or with one the platform refuses) the browser goes to the sign-in page and back to
 * `returnTo`; any other refusal is the platform's message as plain text.
 */
export async function consoleDownload(request: Request, platformPath: string, returnTo: string, fallbackName: string): Promise<Response> {
  const url = new URL(request.url);
  const signIn = (expired: boolean) =>
    Response.redirect(new URL(`${CONSOLE_SIGN_IN_PATH}?${new URLSearchParams({ next: returnTo, ...(expired ? { expired: '1' } : {}) })}`, url), 303);
  const token = await consoleToken();
  if (!token) return signIn(false);
  const answer = await platformFetch(await currentHost(), platformPath, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) {
    const refusal = (await answer.json().catch(() => null)) as { message?: string } | null;
    if (isSessionRefusal(answer.status, refusal?.message)) return signIn(true);
    return new Response(refusal?.message ?? 'The export failed. Please try again.', {
      status: answer.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  return new Response(answer.body, {
    headers: {
      'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'content-disposition': answer.headers.get('content-disposition') ?? `attachment; filename="${fallbackName}"`,
      'cache-control': 'no-store',
    },
  });
}
