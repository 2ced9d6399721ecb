import { randomUUID } from 'node:crypto';
import { pinoHttp, stdSerializers } from 'pino-http';
import { httpHeaders } from '@storefront/platform';

const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** One JSON log line per request; the request id is taken from the caller when sane, else made, and sent back. */
export function requestLogger(level: string) {
  return pinoHttp({
    level,
    genReqId: (req, res) => {
      const given = req.headers[httpHeaders.requestId];
      const id = typeof given === 'string' && acceptableRequestId.test(given) ? given : randomUUID();
      res.setHeader(httpHeaders.requestId, id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // pino-http turns every 5xx answer into an Error; its stack says nothing about the request.
      err: (error: Error) => (error.message.startsWith('failed with status code') ? { message: error.message } : stdSerializers.err(error)),
    },
  });
}
