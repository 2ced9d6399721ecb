import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { Router } from 'express';
import { z } from 'zod';
import type { RenderPage } from '../../server-render/render-page';
import { accepts } from '../http/accepts';
import { allow } from '../http/access';
import { ResponseError } from '../http/response-error';
import { pageAssetsOf } from './page-assets';

const requireBundle = createRequire(import.meta.url);

/** What the gateway sends: the page JSON this team answered, and the app shell data the document will carry. */
const pageHtmlInput = accepts({
  body: z.object({
    page: z.looseObject({ componentName: z.string().min(1).max(100), url: z.string().max(2000) }),
    appShell: z.looseObject({
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

/**
 * POST /internal/page-html: the gateway's first HTML of a page this team answered, rendered from the page JSON and the
 * app shell data with the same components the browser hydrates (ARCHITECTURE.md, "First paint"), with the remote's
 * files the document names for it (`{ html, stylesheets, scripts }`, file names in the remote's folder).
 */
export function pageHtmlRoute(remoteDir: string): Router {
  const router = Router();
  // The server bundle sits beside the browser build (platform/build/server-webpack-config.js).
  const renderer = bundleLoader(join(dirname(remoteDir), 'dist-server', 'pages.cjs'));
  const assetsOf = pageAssetsOf(remoteDir);
  router.post('/internal/page-html', allow.services('gateway'), express.json({ limit: '2mb' }), pageHtmlInput, (_req, res) => {
    const { page, appShell } = pageHtmlInput.body(res);
    const html = renderer()({ page: page as never, appShell: appShell as never });
    if (html === null) throw new ResponseError(404, 'unknown_page_type', `This team renders no ${page.componentName} page.`);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ html, ...assetsOf(page.componentName) });
  });
  return router;
}
