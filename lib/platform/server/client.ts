import 'server-only';
import { calls, type AnswerOf, type CallName, type RequestOf } from '@/platform/contract/calls';
import { platformFetch } from './transport';

/** A call the platform refused or could not answer; `message` is fit to show a shopper. */
export class PlatformError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export interface CallOptions<N extends CallName> {
  host: string;
  body?: RequestOf<N>;
  token?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Makes one contract call and answers its parsed, typed answer; a refusal throws PlatformError. */
export async function callPlatform<N extends CallName>(name: N, options: CallOptions<N>): Promise<AnswerOf<N>> {
  const call = calls[name];
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (call.body === 'raw' && options.body instanceof Uint8Array) {
    // An upload: the file's bytes as they are.
    headers.set('content-type', 'application/octet-stream');
    body = new Uint8Array(options.body);
  } else if (call.body === 'form') {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.body as Record<string, string>).toString();
  } else if (call.body !== 'none' && options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  let response: Response;
  try {
    response = await platformFetch(options.host, call.path + query, { method: call.method, headers, body });
  } catch (error) {
    console.error(`Platform call ${name} failed`, error);
    throw new PlatformError(503, 'An error occurred. Please try again later.');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw refusal(response.status, payload);
  const parsed = call.answer.safeParse(payload);
  if (!parsed.success) {
    console.error(`Platform call ${name} answered outside the contract`, parsed.error.issues.slice(0, 3));
    throw new PlatformError(502, 'An error occurred. Please try again later.');
  }
  return parsed.data as AnswerOf<N>;
}

function refusal(status: number, payload: unknown): PlatformError {
  const body = (payload ?? {}) as { message?: string; Message?: string; error_description?: string; field?: string };
  return new PlatformError(
    status,
    body.message ?? body.Message ?? body.error_description ?? 'An error occurred. Please try again later.',
    body.field,
  );
}
