import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { errorHandler } from '../http/error-handler';
import { requireIdentity } from '../http/require-identity';
import { signedIdentityHeaders } from '../testing/test-identity';
import { pageHtmlRoute, type PageHtmlOptions } from './page-html-route';

const secret = 'page-html-test-secret-page-html-test-secret';
/** A web folder as a remote's build leaves it: dist (manifest, federation.json) and dist-server (the page render). */
const web = mkdtempSync(join(tmpdir(), 'page-html-'));
const remoteDir = join(web, 'dist');
mkdirSync(remoteDir);
mkdirSync(join(web, 'dist-server'));
writeFileSync(join(remoteDir, 'federation.json'), JSON.stringify({ components: { StartPageViewModel: './StartPage' }, slots: {} }));
writeFileSync(
  join(remoteDir, 'mf-manifest.json'),
  JSON.stringify({
    exposes: [
      {
        path: './StartPage',
        assets: {
          js: { sync: ['__federation_expose_StartPage.1.js'], async: ['9.js'] },
          css: { sync: ['__federation_expose_StartPage.1.css'], async: ['__federation_expose_CategoryPage.2.css', '203.3.css'] },
        },
      },
    ],
  }),
);
writeFileSync(
  join(web, 'dist-server', 'pages.cjs'),
  `exports.renderPage = ({ page, appShell }) => {
    globalThis.pageHtmlRenders = (globalThis.pageHtmlRenders ?? 0) + 1;
    return page.componentName === 'StartPageViewModel' ? '<h1>' + page.url + ' in ' + appShell.currentLanguage.culture + '</h1>' + (appShell.languagePhrases['/Start/Heading'] ?? '') : null;
  };`,
);
afterAll(() => rmSync(web, { recursive: true, force: true }));

function appFor(dir: string, options: PageHtmlOptions = {}) {
  const app = express();
  app.use(requireIdentity(secret));
  app.use(pageHtmlRoute(dir, options));
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

const appShell = { languagePhrases: {}, currentLanguage: { culture: 'sv-SE' }, currentCountry: { alpha2: 'SE' } };
const post = (body: unknown, identity = signedIdentityHeaders(secret, { service: 'gateway' }), dir = remoteDir) =>
  request(appFor(dir)).post('/internal/page-html').set(identity).send(body as object);

describe('POST /internal/page-html', () => {
  it('renders the page with the team’s server bundle and names the remote files its document needs', async () => {
    const answer = await post({ page: { componentName: 'StartPageViewModel', url: '/' }, appShell });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({
      html: '<h1>/ in sv-SE</h1>',
      // Shared chunks first, the page's own last; never another page's.
      stylesheets: ['203.3.css', '__federation_expose_StartPage.1.css'],
      scripts: ['remoteEntry.js', '__federation_expose_StartPage.1.js'],
    });
  });

  it('is the gateway’s alone: a browser’s identity gets 401, another service 403', async () => {
    const body = { page: { componentName: 'StartPageViewModel', url: '/' }, appShell };
    expect((await post(body, signedIdentityHeaders(secret))).status).toBe(401);
    expect((await post(body, signedIdentityHeaders(secret, { userId: 'm-1', roles: ['admin'] }))).status).toBe(401);
    expect((await post(body, signedIdentityHeaders(secret, { service: 'catalog' }))).status).toBe(403);
  });

  it('answers 404 for a page type the team does not render, 400 for a body that is no page', async () => {
    const unknown = await post({ page: { componentName: 'CartPageViewModel', url: '/basket' }, appShell });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('unknown_page_type');
    expect((await post({ page: { url: '/' }, appShell })).status).toBe(400);
    expect((await post({ page: { componentName: 'StartPageViewModel', url: '/' } })).status).toBe(400);
  });

  it('renders with the phrases the gateway sends, the ones the document carries; without them it refuses', async () => {
    const withTexts = { ...appShell, languagePhrases: { '/Start/Heading': '<p>Välkommen</p>' } };
    const answer = await post({ page: { componentName: 'StartPageViewModel', url: '/' }, appShell: withTexts });
    expect(answer.body.html).toBe('<h1>/ in sv-SE</h1><p>Välkommen</p>');
    const { languagePhrases: _phrases, ...withoutPhrases } = appShell;
    expect((await post({ page: { componentName: 'StartPageViewModel', url: '/' }, appShell: withoutPhrases })).status).toBe(400);
  });

  it('answers 503 when the team’s page render has not been built', async () => {
    const answer = await post({ page: { componentName: 'StartPageViewModel', url: '/' }, appShell }, undefined, join(tmpdir(), 'no-such-web', 'dist'));
    expect(answer.status).toBe(503);
    expect(answer.body.error.code).toBe('pages_not_built');
  });

  it('renders the same input once while it is kept, and again after keptMs or for other input', async () => {
    let clock = 0;
    const app = appFor(remoteDir, { keptMs: 1000, now: () => clock });
    const gateway = signedIdentityHeaders(secret, { service: 'gateway' });
    const send = (body: object) => request(app).post('/internal/page-html').set(gateway).send(body);
    const renders = () => (globalThis as { pageHtmlRenders?: number }).pageHtmlRenders ?? 0;
    const start = { page: { componentName: 'StartPageViewModel', url: '/' }, appShell };
    const before = renders();
    const first = await send(start);
    const second = await send(start);
    expect(second.body).toEqual(first.body);
    expect(second.headers['cache-control']).toBe('no-store');
    expect(renders()).toBe(before + 1);
    const finnish = await send({ ...start, appShell: { ...appShell, currentLanguage: { culture: 'fi-FI' } } });
    expect(finnish.body.html).toBe('<h1>/ in fi-FI</h1>');
    expect(renders()).toBe(before + 2);
    clock = 1000;
    await send(start);
    expect(renders()).toBe(before + 3);
    // A refused input is never kept: it is refused again.
    expect((await send({ page: { url: '/' }, appShell })).status).toBe(400);
    expect((await send({ page: { url: '/' }, appShell })).status).toBe(400);
  });
});
