import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { errorBody } from './error-body';
import { ResponseError } from './response-error';

interface StatusError {
  status?: number;
  statusCode?: number;
  message?: string;
}

/** Every error as `{ error: { code, message, fields? } }`: client mistakes keep their 4xx, the rest is a logged 500. */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof ResponseError) {
      if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      res.status(error.status).json(errorBody(error.code, error.message, error.fields));
      return;
    }
    // Errors from Express itself (a malformed URL, say) carry a 4xx status of their own.
    const status = (error as StatusError)?.status ?? (error as StatusError)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json(errorBody('bad_request', (error as StatusError).message ?? 'Bad request'));
      return;
    }
    const { message, stack, code } = error as Error & { code?: string };
    logger.error({ err: { message, stack, code }, method: req.method, url: req.originalUrl }, 'request failed');
    res.status(500).json(errorBody('internal', 'Something went wrong on our side.'));
  };
}

export function notFoundHandler(req: Request, res: Response) {
  res.status(404).json(errorBody('not_found', `No ${req.method} ${req.path} here.`));
}
