import type { NextFunction, Request, Response } from 'express';
import { precompressedStatic } from '@storefront/platform/server';
import type { ShellDist } from './shell-dist';

const hashedFileName = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * The shell's built files under `/shell/*`: hashed ones cached for good; index.html only ever through a page URL.
 * The build's brotli or gzip file goes to a browser that takes it (see precompressedStatic).
 */
export function shellStatic(shellDist: ShellDist) {
  const serve = precompressedStatic(shellDist.path, {
    fallthrough: false,
    cacheControl: (path) => (hashedFileName.test(path) ? 'public, max-age=31536000, immutable' : 'public, no-cache'),
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (/(^|\/)index\.html$/i.test(req.path) || req.path === '/') {
      res.status(404).json({ error: { code: 'not_found', message: 'No such shell file' } });
      return;
    }
    serve(req, res, next);
  };
}
