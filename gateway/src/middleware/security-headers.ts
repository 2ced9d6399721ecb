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
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
