/** A response outside 200–399, or (status 0) a request that never got a response. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly url: string,
    readonly data: unknown,
    options?: { cause?: unknown },
  ) {
    super(status === 0 ? `Network error for ${url}` : `HTTP ${status} for ${url}`, options);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
