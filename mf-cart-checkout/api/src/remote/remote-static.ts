import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import express, { Router } from 'express';
import { ResponseError } from '@storefront/platform/server';

// Asked anew on every load so a rebuilt remote is picked up; every other file has a content hash in its name.
const alwaysRevalidated = new Set(['mf-manifest.json', 'remoteEntry.js', 'federation.json']);

/** GET /remote/*: the built cart-checkout remote (mf-cart-checkout/web/dist). */
export function remoteStatic(directory: string): Router {
  const router = Router();
  router.use((_req, _res, next) => {
    if (!existsSync(directory)) throw new ResponseError(404, 'remote_not_built', 'The cart-checkout remote has not been built.');
    next();
  });
  router.use(
    express.static(directory, {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', alwaysRevalidated.has(basename(path)) ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    }),
  );
  return router;
}
