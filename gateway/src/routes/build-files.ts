import type { NextFunction, Request, Response } from 'express';
import { notFound } from './fallback-handlers';

export interface BuildFileOptions {
  /** `SOURCE_MAPS=1`: a build made with source maps may have them served. */
  sourceMaps: boolean;
}

/** The builds' reports for the bench and the federation tooling; no browser loads them. */
const buildReports = new Set(['bundle-parts.json', 'mf-stats.json']);

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Mounted on `/shell` and `/remotes`: what of a build is not for browsers is a 404 here, before the shell's folder or
 * a team is asked: folders (no listings), dotfiles (`.source-hash`), build reports, and source maps, which give away
 * the original sources, unless asked for. The path is read decoded, as the static file servers behind read it.
 */
export function buildFilesForBrowsers({ sourceMaps }: BuildFileOptions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const path = decoded(req.path);
    const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
    if (name === '' || name.startsWith('.') || buildReports.has(name)) return notFound(req, res);
    if (!sourceMaps && name.endsWith('.map')) return notFound(req, res);
    next();
  };
}
