import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { sendError } from '../routes/error-response';
import { isStaticPath } from '../routes/static-paths';

/**
 * Per-address limit on pages and API calls, counted in this process. Several gateways behind a load balancer each
 * count their own share; a shared store (Redis) would make it one limit across them.
 */
export function rateLimitPerAddress(requestsPerMinute: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: requestsPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // A client's own X-Forwarded-For or Forwarded is ignored on purpose (TRUST_PROXY off): no misconfiguration to report.
    validate: { xForwardedForHeader: false, forwardedHeader: false },
    skip: (req: Request) => isStaticPath(req.path),
    handler: (_req, res) => sendError(res, 429, 'rate_limited', 'Too many requests from this address; try again in a minute'),
  });
}
