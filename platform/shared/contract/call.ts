import type { z } from 'zod';

/** One call of the platform's HTTP contract: where it is, who may make it, and the schemas of what goes and comes back. */
export interface Call {
  method: 'GET' | 'POST';
  path: string;
  /** 'bearer': Authorization header with a token from /token; 'admin': X-Admin-Key; 'console': a console session's token. */
  auth: 'none' | 'bearer' | 'admin' | 'console';
  /** 'json' (default) or 'form' (application/x-www-form-urlencoded) or 'none'. */
  body: 'json' | 'form' | 'none' | 'raw';
  request?: z.ZodType;
  answer: z.ZodType;
  /** Not in the legacy API: added by this platform. */
  extension?: true;
}

export const call = <C extends Call>(c: C) => c;

/** Console changes that all answer the same: a POST of a JSON body by a console session, made for each path and request. */
export const consoleChanges =
  <A extends z.ZodType>(answer: A) =>
  <P extends string, R extends z.ZodType>(path: P, request: R) =>
    call({ method: 'POST', path, auth: 'console', body: 'json', request, answer, extension: true });
