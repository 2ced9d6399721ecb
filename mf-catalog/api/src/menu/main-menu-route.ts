import type { Request, Response } from 'express';
import { identityOf, type Queryable } from '@storefront/platform/server';
import { mainMenu } from './main-menu';

/** GET /mainmenu and /api/mainmenu: the main menu in the shopper's language, with the market's running campaigns. */
export function mainMenuRoute(db: Queryable, now: () => number) {
  return async (_req: Request, res: Response) => {
    res.json(await mainMenu(db, identityOf(res), now()));
  };
}
