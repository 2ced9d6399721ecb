/** An error the client caused or can act on; sent as `{ error: { code, message, fields? } }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
