import { Router } from 'express';
import { allow, identityOf, type Queryable } from '@storefront/platform/server';
import { mainMenu } from './main-menu';

/** GET /mainmenu and /api/mainmenu: the main menu in the shopper's language, with the market's running campaigns. */
export function mainMenuRoute(db: Queryable, now: () => number): Router {
  const router = Router();
  router.get(['/mainmenu', '/api/mainmenu'], allow.anyone, async (_req, res) => {
    res.json(await mainMenu(db, identityOf(res), now()));
  });
  return router;
}
