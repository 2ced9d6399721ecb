import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { Router } from 'express';
import { precompressedStatic } from './precompressed-static';
import { ResponseError } from './response-error';

// Fetched anew on every load so a rebuilt remote is picked up; every other file has a content hash in its name.
const alwaysRevalidated = new Set(['mf-manifest.json', 'remoteEntry.js', 'federation.json', 'texts.json']);

/**
 * The files of a team's built remote (its web/dist), mounted by the team server at /remote: the build's brotli or gzip
 * file when the browser takes it (see precompressedStatic).
 */
export function remoteStatic(distDir: string): Router {
  const router = Router();
  router.use((_req, _res, next) => {
    if (!existsSync(distDir)) throw new ResponseError(404, 'remote_not_built', 'This remote has not been built.');
    next();
  });
  router.use(
    precompressedStatic(distDir, {
      cacheControl: (path) => (alwaysRevalidated.has(basename(path)) ? 'no-cache' : 'public, max-age=31536000, immutable'),
    }),
  );
  return router;
}
