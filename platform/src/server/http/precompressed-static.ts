import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** The encodings the builds write beside a file (platform/build/precompress-plugin.js), the one preferred first. */
const precompressed = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof precompressed)[number]['encoding'] | 'identity';

export interface PrecompressedStaticOptions {
  /** Cache-Control for a file, given its path on disk (the plain file's, whichever encoding is sent). */
  cacheControl: (path: string) => string;
  /** A missing file: on to the next handler (true, the default) or a 404 error to the error handler (false). */
  fallthrough?: boolean;
}

/** How much the browser wants an encoding (RFC 9110, section 12.5.3): its q, that of `*` when it is not named, else 0. */
export function encodingQuality(acceptEncoding: string | undefined, encoding: 'br' | 'gzip'): number {
  let any: number | undefined;
  let named: number | undefined;
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...parameters] = part.split(';');
    const name = token.trim().toLowerCase();
    const q = parameters.find((parameter) => /^\s*q\s*=/i.test(parameter));
    const qValue = q === undefined ? '1' : /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i.exec(q)?.[1];
    if (qValue === undefined) continue; // not a q value: the entry is ignored
    const quality = Number(qValue);
    if (name === encoding || (encoding === 'gzip' && name === 'x-gzip')) named = Math.max(named ?? 0, quality);
    else if (name === '*') any = quality;
  }
  return named ?? any ?? 0;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** A weak ETag of the file sent (as `send` makes them) that also names its encoding. */
function etagOf(stats: Stats, encoding: Encoding): string {
  return `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}-${encoding}"`;
}

function notFoundError(): Error {
  return Object.assign(new Error('Not Found'), { status: 404, statusCode: 404, expose: true });
}

/**
 * A build's files (a `dist` folder), sending the precompressed file the build wrote beside each one when the browser
 * takes it: `Accept-Encoding: br` gets `<file>.br` with `Content-Encoding: br`, else gzip gets `<file>.gz`, else the
 * plain file. Always `Vary: Accept-Encoding`; Content-Type is the plain file's, Content-Length and the ETag the sent
 * file's. `.br` and `.gz` files are not served by their own URLs (404). Everything else (ranges, conditional requests,
 * no folder listings, no paths out of the folder) is express.static's.
 *
 * The `compression` middleware in front leaves a response with a Content-Encoding alone, so nothing is compressed twice.
 */
export function precompressedStatic(root: string, { cacheControl, fallthrough = true }: PrecompressedStaticOptions): RequestHandler {
  const rootDir = resolve(root);
  const chosen = new WeakMap<Response, Encoding>();
  const serve = express.static(rootDir, {
    index: false,
    fallthrough,
    setHeaders: (res: Response, path: string, stats: Stats) => {
      const encoding = chosen.get(res) ?? 'identity';
      const plainPath = encoding === 'identity' ? path : path.slice(0, path.lastIndexOf('.'));
      res.vary('Accept-Encoding');
      res.setHeader('Cache-Control', cacheControl(plainPath));
      if (encoding === 'identity') return;
      res.setHeader('Content-Encoding', encoding);
      res.type(extname(plainPath));
      res.setHeader('ETag', etagOf(stats, encoding));
    },
  });

  const handler = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return serve(req, res, next);
    const path = decodedPath(req.path);
    if (path !== null && /\.(br|gz)$/i.test(path)) return fallthrough ? next() : next(notFoundError());
    const file = path === null || path.includes('\0') ? null : join(rootDir, path);
    if (file === null || !file.startsWith(rootDir + sep) || !(await isFile(file))) return serve(req, res, next);

    // The best liked of the encodings the browser takes at all; ties go to brotli, the smaller.
    const acceptEncoding = req.headers['accept-encoding'];
    const candidates = precompressed
      .map((variant) => ({ ...variant, quality: encodingQuality(acceptEncoding, variant.encoding) }))
      .filter((variant) => variant.quality > 0)
      .sort((a, b) => b.quality - a.quality);
    for (const variant of candidates) {
      if (!(await isFile(file + variant.suffix))) continue;
      const originalUrl = req.url;
      const query = originalUrl.indexOf('?');
      req.url = query < 0 ? originalUrl + variant.suffix : originalUrl.slice(0, query) + variant.suffix + originalUrl.slice(query);
      chosen.set(res, variant.encoding);
      serve(req, res, (error?: unknown) => {
        // Gone between the look and the send, or an error answer (412, 416): nothing of the encoded file stays.
        chosen.delete(res);
        if (!res.headersSent) res.removeHeader('Content-Encoding');
        next(error);
      });
      // express.static has read the path it sends by now; what comes after (logs, handlers) sees the URL asked for.
      req.url = originalUrl;
      return;
    }
    return serve(req, res, next);
  };
  // Called from plain middleware too: a failure goes to the error handler, never to an unhandled rejection.
  return (req, res, next) => {
    handler(req, res, next).catch(next);
  };
}
