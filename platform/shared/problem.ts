/**
 * A request the platform refuses for a reason the caller can act on. The HTTP layer answers it as
 * `{ status: 'false', message, field? }` with the given status; services throw it, never a bare Error.
 */
export class Problem extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'Problem';
  }
}
