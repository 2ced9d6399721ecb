import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { httpHeaders } from '../../pages/page-types';

/** One JSON log line per request, when it finishes. */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.on('finish', () => {
      logger.info(
        {
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
          requestId: req.get(httpHeaders.requestId),
        },
        'request',
      );
    });
    next();
  };
}
