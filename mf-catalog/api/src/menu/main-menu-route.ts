import type { Request, Response } from 'express';
import { identityOf, type Queryable } from '@storefront/platform/server';
import { mainMenu } from './main-menu';

/** GET /mainmenu and /api/mainmenu: the main menu in the shopper's language. */
export function mainMenuRoute(db: Queryable) {
  return async (_req: Request, res: Response) => {
    res.json(await mainMenu(db, identityOf(res).culture));
  };
}
