import type { NextFunction, Request, Response } from 'express';
import express from 'express';
import type { ShellDist } from './shell-dist';

const hashedFileName = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The shell's built files under `/shell/*`: hashed ones cached for good; index.html only ever through a page URL. */
export function shellStatic(shellDist: ShellDist) {
  const serve = express.static(shellDist.path, {
    index: false,
    fallthrough: false,
    setHeaders: (res, path) => {
      res.setHeader(
        'Cache-Control',
        hashedFileName.test(path) ? 'public, max-age=31536000, immutable' : 'public, no-cache',
      );
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (/(^|\/)index\.html$/i.test(req.path) || req.path === '/') {
      res.status(404).json({ error: { code: 'not_found', message: 'No such shell file' } });
      return;
    }
    serve(req, res, next);
  };
}
