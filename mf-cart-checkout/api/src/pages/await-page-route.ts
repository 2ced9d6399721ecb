import type { Request, Response } from 'express';
import { identityOf, parseInput } from '@storefront/platform/server';
import { awaitPage, awaitPageQuery } from './await-page';

/** GET /page/checkout/await?pspReference=…&redirectResult=…: where the payment provider's hosted page returns to. */
export function awaitPageRoute() {
  return (req: Request, res: Response) => {
    const query = parseInput(awaitPageQuery, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(awaitPage(query, identityOf(res).culture));
  };
}
