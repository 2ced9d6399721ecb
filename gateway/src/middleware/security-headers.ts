import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** No inline script anywhere: the preloaded data sits in `type="application/json"` scripts, which never run. */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Style attributes only (a swatch's or a menu item's colour in the server-rendered HTML); no <style> element.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        // The product page's videos play in the provider's no-cookie player, inserted only when the shopper clicks play.
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Other sites learn only the origin; own pages keep the full referrer (and same-origin form posts an Origin).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent by `strictTransportSecurity` below, on HTTPS answers only.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}

const oneYearSeconds = 365 * 24 * 60 * 60;

/**
 * Browsers that came over HTTPS (as Express sees it: behind TRUST_PROXY, from the proxy's X-Forwarded-Proto) keep to
 * HTTPS for this host and its subdomains for a year. Over plain HTTP the header means nothing and is not sent.
 */
export function strictTransportSecurity(req: Request, res: Response, next: NextFunction): void {
  if (req.secure) res.setHeader('Strict-Transport-Security', `max-age=${oneYearSeconds}; includeSubDomains`);
  next();
}
