import 'server-only';
import { UPLOAD_EMPTY, UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from '@/platform/shared/contract/upload-limits';
import type { ConsoleActionResult } from './console-call';

/**
 * The bytes of a console form's `file`, or the refusal to show: no file, or one past the limit (the browser checks
 * too, but a form sent without JavaScript reaches here). What the bytes are is the platform's to judge.
 */
export async function uploadedBytes(form: FormData): Promise<Uint8Array<ArrayBuffer> | ConsoleActionResult> {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: UPLOAD_EMPTY, field: 'file' };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, message: UPLOAD_TOO_LARGE, field: 'file' };
  return new Uint8Array(await file.arrayBuffer());
}
