import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { Router } from 'express';
import { z } from 'zod';
import type { RenderPage } from '../../server-render/render-page';
import { LruCache } from '../cache/lru-cache';
import { accepts } from '../http/accepts';
import { allow } from '../http/access';
import { ResponseError } from '../http/response-error';
import { pageAssetsOf } from './page-assets';

const requireBundle = createRequire(import.meta.url);

/**
 * What the gateway sends: the page JSON this team answered, and the app shell data the document will carry, with the
 * phrases the browser hydrates with (every team's published texts and the platform's, as the gateway merged them).
 */
const pageHtmlInput = accepts({
  body: z.object({
    page: z.looseObject({ componentName: z.string().min(1).max(100), url: z.string().max(2000) }),
    appShell: z.looseObject({
      languagePhrases: z.record(z.string(), z.string()),
      currentLanguage: z.looseObject({ culture: z.string().max(10) }),
      currentCountry: z.looseObject({ alpha2: z.string().max(2) }),
    }),
  }),
});

/** Loads the team's server bundle (`web/dist-server/pages.cjs`) the first time a page is rendered. */
function bundleLoader(bundlePath: string): () => RenderPage {
  let renderPage: RenderPage | null = null;
  return () => {
    if (renderPage) return renderPage;
    if (!existsSync(bundlePath)) throw new ResponseError(503, 'pages_not_built', 'This team’s page render has not been built.');
    renderPage = (requireBundle(bundlePath) as { renderPage: RenderPage }).renderPage;
    return renderPage;
  };
}

export interface PageHtmlOptions {
  /** An answer is kept for the same input this long at most (a countdown renders the time it was rendered at). */
  keptMs?: number;
  now?: () => number;
}

/**
 * POST /internal/page-html: the gateway's first HTML of a page this team answered, rendered from the page JSON and the
 * app shell data with the same components the browser hydrates (ARCHITECTURE.md, "First paint"), with the remote's
 * files the document names for it (`{ html, stylesheets, scripts }`, file names in the remote's folder).
 *
 * The render is a function of its input (the bundle is the process's): the answer to the same body is kept for a
 * while, so a page asked for by many shoppers with the same app shell data (every first visit, every visitor without a
 * cart) is rendered once.
 */
export function pageHtmlRoute(remoteDir: string, { keptMs = 10_000, now = Date.now }: PageHtmlOptions = {}): Router {
  const router = Router();
  // The server bundle sits beside the browser build (platform/build/server-webpack-config.js).
  const renderer = bundleLoader(join(dirname(remoteDir), 'dist-server', 'pages.cjs'));
  const assetsOf = pageAssetsOf(remoteDir);
  const answers = new LruCache(500, 32 * 1024 * 1024);
  const inputKeys = new WeakMap<object, string>();
  const keepInputKey = (req: object, _res: unknown, body: Buffer) => {
    inputKeys.set(req, createHash('sha256').update(body).update(`@${Math.floor(now() / keptMs)}`).digest('base64'));
  };
  router.post('/internal/page-html', allow.services('gateway'), express.json({ limit: '2mb', verify: keepInputKey }), pageHtmlInput, (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const key = inputKeys.get(req);
    const kept = key === undefined ? undefined : answers.get(key);
    if (kept) {
      res.type('json').send(kept);
      return;
    }
    const { page, appShell } = pageHtmlInput.body(res);
    const html = renderer()({ page: page as never, appShell: appShell as never });
    if (html === null) throw new ResponseError(404, 'unknown_page_type', `This team renders no ${page.componentName} page.`);
    const answer = JSON.stringify({ html, ...assetsOf(page.componentName) });
    if (key !== undefined) answers.set(key, Buffer.from(answer));
    res.type('json').send(answer);
  });
  return router;
}
