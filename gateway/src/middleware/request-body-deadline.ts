import type { NextFunction, Request, Response } from 'express';
import { sendRequestTimeout } from '../routes/error-response';

export interface RequestBodyDeadline {
  /** The whole body must have arrived within this. */
  totalMs: number;
  /** After `graceMs`, a body that has come slower than this on average is cut off before its deadline. */
  minBytesPerSecond: number;
  graceMs: number;
}

export const defaultRequestBodyDeadline: RequestBodyDeadline = { totalMs: 10_000, minBytesPerSecond: 500, graceMs: 2_000 };

const declaresBody = (req: Request) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * A body deadline, as reverse proxies keep one (Apache's mod_reqtimeout, nginx's client_body_timeout): a request whose
 * body stalls or trickles is answered 408 and its connection closed, so one slow client holds neither a connection to
 * a team server nor the proxy's patience with that team. What has arrived is read from the socket's byte count, so
 * the body itself still streams to the team untouched.
 */
export function requestBodyDeadline({ totalMs, minBytesPerSecond, graceMs }: RequestBodyDeadline) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!declaresBody(req)) return next();
    const socket = req.socket;
    const started = Date.now();
    const readBefore = socket.bytesRead;
    let timer: NodeJS.Timeout | undefined;
    const check = () => {
      if (req.complete || res.writableEnded) return;
      const elapsed = Date.now() - started;
      const received = socket.bytesRead - readBefore;
      if (elapsed >= totalMs || received < (minBytesPerSecond * elapsed) / 1000) {
        req.log?.warn({ receivedBytes: received, elapsedMs: elapsed }, 'request body too slow: cut off');
        // An answer under way (a team that answered before reading the body) cannot become a 408: the connection goes.
        if (res.headersSent) socket.destroy();
        else sendRequestTimeout(res);
        return;
      }
      timer = setTimeout(check, Math.min(graceMs, totalMs - elapsed));
    };
    timer = setTimeout(check, Math.min(graceMs, totalMs));
    res.once('close', () => clearTimeout(timer));
    next();
  };
}
