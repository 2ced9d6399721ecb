import type { NextFunction, Request, Response } from 'express';
import { sendError } from './error-response';

export function notFound(req: Request, res: Response): void {
  sendError(res, 404, 'not_found', `Nothing at ${req.method} ${req.path}`);
}

/** Client mistakes (bad URL encoding, missing static file) stay 4xx; only the gateway's own faults are 500. */
export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  const status = Number((error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode);
  if (res.headersSent) {
    res.end();
    return;
  }
  if (status >= 400 && status < 500) {
    sendError(res, status, status === 404 ? 'not_found' : 'bad_request', status === 404 ? 'Not found' : 'Bad request');
    return;
  }
  req.log?.error({ err: error }, 'gateway failure');
  sendError(res, 500, 'internal_error', 'The gateway failed to answer');
}
