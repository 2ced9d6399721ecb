import type { NextFunction, Request, Response } from 'express';
import { notFound } from './fallback-handlers';

export interface BuildFileOptions {
  /** `SOURCE_MAPS=1`: a build made with source maps may have them served. */
  sourceMaps: boolean;
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Mounted on `/shell` and `/remotes`: the files of a build that are not for browsers are a 404 here, before the
 * shell's folder or a team is asked. Source maps give away the original sources; they are served only when asked for.
 * The path is read decoded, as the static file servers behind will read it (`.js%2emap`).
 */
export function buildFilesForBrowsers({ sourceMaps }: BuildFileOptions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const path = decoded(req.path);
    if (!sourceMaps && /\.map$/i.test(path)) return notFound(req, res);
    next();
  };
}
