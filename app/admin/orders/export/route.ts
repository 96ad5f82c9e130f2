import { calls } from '@/platform/contract/calls';
import { consoleToken } from '@/lib/console/console-cookie';
import { orderFilterParams, orderFilterQuery } from '@/lib/console/order-filters';
import { currentHost } from '@/lib/platform/request-host';
import { platformFetch } from '@/lib/platform/transport';
import { CONSOLE_SIGN_IN_PATH } from '@/lib/routes.mjs';

/**
 * The list's filtered orders as a CSV download: the console cookie's session asks the platform, whose CSV is passed
 * on as it streams. Without a session (or with one the platform refuses) the browser goes to the sign-in page.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const signIn = (expired: boolean) =>
    Response.redirect(
      new URL(`${CONSOLE_SIGN_IN_PATH}?${new URLSearchParams({ next: `/admin/orders${url.search}`, ...(expired ? { expired: '1' } : {}) })}`, url),
      303,
    );
  const token = await consoleToken();
  if (!token) return signIn(false);
  const filters = orderFilterParams(Object.fromEntries(url.searchParams));
  const query = new URLSearchParams(orderFilterQuery(filters, false)).toString();
  const answer = await platformFetch(await currentHost(), `${calls.consoleOrdersExport.path}${query ? `?${query}` : ''}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (answer.status === 401 || answer.status === 403) return signIn(true);
  if (!answer.ok) {
    const refusal = (await answer.json().catch(() => null)) as { message?: string } | null;
    return new Response(refusal?.message ?? 'The export failed. Please try again.', {
      status: answer.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  return new Response(answer.body, {
    headers: {
      'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'content-disposition': answer.headers.get('content-disposition') ?? 'attachment; filename="orders.csv"',
      'cache-control': 'no-store',
    },
  });
}
