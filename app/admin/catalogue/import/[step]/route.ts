import { calls } from '@/platform/contract/calls';
import { isSessionRefusal } from '@/modules/console/shell/server/console-call';
import { consoleToken } from '@/modules/console/shell/server/console-cookie';
import { currentHost } from '@/lib/platform/server/request-host';
import { platformFetch } from '@/lib/platform/server/transport';

const STEPS = { dry_run: calls.consoleCatalogueImportDryRun.path, apply: calls.consoleCatalogueImportApply.path } as const;

/**
 * The import page's check and apply: the browser's form (the CSV and its pictures' names) goes to the platform with
 * the console session's token, which stays in its httpOnly cookie. A route rather than a Server Action, so the
 * browser can show the upload's progress and the file may be as large as the platform takes.
 */
export async function POST(request: Request, { params }: { params: Promise<{ step: string }> }): Promise<Response> {
  const { step } = await params;
  const path = Object.hasOwn(STEPS, step) ? STEPS[step as keyof typeof STEPS] : undefined;
  if (!path) return Response.json({ status: 'false', message: 'There is no such import step.' }, { status: 404 });
  const token = await consoleToken();
  if (!token) return Response.json({ status: 'false', message: 'Your console session has ended. Please sign in again.' }, { status: 401 });
  const answer = await platformFetch(await currentHost(), path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type') ?? '' },
    body: await request.arrayBuffer(),
  });
  const body = (await answer.json().catch(() => null)) as { message?: string } | null;
  if (isSessionRefusal(answer.status, body?.message)) {
    return Response.json({ status: 'false', message: 'Your console session has ended. Please sign in again.' }, { status: 401 });
  }
  return Response.json(body ?? { status: 'false', message: 'The import failed. Please try again.' }, {
    status: answer.status,
    headers: { 'cache-control': 'no-store' },
  });
}
