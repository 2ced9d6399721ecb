import { Router } from 'express';
import { isCulture, visitorFrom } from '../identity/visitor';
import type { ShellDist } from '../html/shell-dist';
import { sendError } from '../routes/error-response';
import { composePartialAppShellData, type AppShellComposer, type PhrasesOf } from './compose-app-shell-data';

export function appShellRoutes(options: { siteName: string; shellDist: ShellDist; appShell: AppShellComposer; phrasesOf: PhrasesOf }): Router {
  const { siteName, shellDist, appShell, phrasesOf } = options;
  const router = Router();

  router.get('/appshell/data', async (req, res) => {
    res.set('Cache-Control', 'private, no-cache').json(await appShell.full(req));
  });

  router.get('/partialupdateappshelldata', async (req, res) => {
    res
      .set({ 'Cache-Control': 'no-cache, no-store, must-revalidate', Pragma: 'no-cache', Expires: '0' })
      .json(await appShell.partial(req));
  });

  router.get('/api/configuration', (req, res) => {
    const { siteSettings, markets, languages, currentCountry, currentLanguage, isStoreDevice } =
      composePartialAppShellData(visitorFrom(req), siteName);
    res
      .set('Cache-Control', 'private, no-cache')
      .json({ siteSettings, markets, languages, currentCountry, currentLanguage, isStoreDevice });
  });

  router.get('/api/version', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json({ version: shellDist.version() });
  });

  router.get('/api/app-content/translations', async (req, res) => {
    const requested = req.query.culture;
    if (requested !== undefined && !isCulture(requested)) {
      sendError(res, 400, 'invalid_culture', 'culture must be one of the shop languages');
      return;
    }
    const culture = requested ?? visitorFrom(req).culture;
    res.set('Cache-Control', 'private, no-cache').json(await phrasesOf(culture));
  });

  return router;
}
