import type { z } from 'zod';
import { isHumanMessage, placeRefusal, type FieldRules, type Refusal } from '@/lib/validation/field-refusal';
import { BAD_JSON_MESSAGE, BODY_TOO_LARGE_MESSAGE, INVALID_REQUEST_MESSAGE } from './messages';

/** The largest body a /store/* handler reads (a full cart of 200 lines is about 20 KB). */
export const BODY_LIMIT_BYTES = 64_000;

/** How a form's fields are named in refusals: its rules, and the wire names that differ from the form's. */
export interface FieldNames {
  rules: FieldRules<string>;
  wireNames?: Partial<Record<string, string>>;
}

export type Read<T> = { ok: true; data: T } | { ok: false; refusal: Refusal };

/**
 * The first problem zod found, as a refusal naming its field. The message is for people: the field's own (through
 * `fields`, as the form would place it), else the schema's message when it is a sentence, else 'field: problem'.
 */
export function issueRefusal(error: z.ZodError, fields?: FieldNames, status = 400): Refusal {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  const report = issue?.message ?? INVALID_REQUEST_MESSAGE;
  if (fields && field) {
    const placed = placeRefusal({ status, message: report, field }, fields.rules, { wireNames: fields.wireNames, fallback: '' });
    if (placed.field) return { status, message: placed.message, field };
  }
  if (!field) return { status, message: report };
  return { status, message: isHumanMessage(report) ? report : `${field}: ${report}`, field };
}

/** Checks a value against `schema`; a refusal names the first offending field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, fields?: FieldNames): Read<z.infer<S>> {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, refusal: issueRefusal(parsed.error, fields) };
}

/**
 * The request's JSON body checked against `schema`: 413 past BODY_LIMIT_BYTES (counted as it arrives, whatever
 * Content-Length says), 400 for text that is not JSON, 400 naming the field zod refuses. An empty body reads as {}.
 */
export async function readBody<S extends z.ZodType>(request: Request, schema: S, fields?: FieldNames): Promise<Read<z.infer<S>>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > BODY_LIMIT_BYTES) return { ok: false, refusal: { status: 413, message: BODY_TOO_LARGE_MESSAGE } };
  const text = await readLimited(request, BODY_LIMIT_BYTES);
  if (text === null) return { ok: false, refusal: { status: 413, message: BODY_TOO_LARGE_MESSAGE } };
  let raw: unknown;
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, refusal: { status: 400, message: BAD_JSON_MESSAGE } };
  }
  return parseWith(schema, raw, fields);
}

/** The body as text, or null once it passes `limit` bytes (the rest is not read). */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
