import { readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';

const stylesheet = readFileSync(new URL('./fallback.css', import.meta.url), 'utf8');

/** Serves the no-JavaScript fallback's stylesheet (an hour in caches: it changes only with the gateway). */
export const fallbackStylesheet: RequestHandler = (_req, res) => {
  res.set('Cache-Control', 'public, max-age=3600').type('css').send(stylesheet);
};
