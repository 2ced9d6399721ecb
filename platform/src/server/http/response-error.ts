/**
 * An error the client caused or can act on; the error handler sends it as `{ error: { code, message, fields? } }`
 * with its status, and a `Retry-After` header when it says when to try again (a limit reached). (The browser http
 * client's `HttpError` is the other side of such a response.)
 */
export class ResponseError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ResponseError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ResponseError(400, 'bad_request', message, fields);

export const notFound = (message = 'Not found') => new ResponseError(404, 'not_found', message);
