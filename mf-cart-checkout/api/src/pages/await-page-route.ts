import { Router } from 'express';
import { accepts, allow, identityOf } from '@storefront/platform/server';
import { awaitPage, awaitPageQuery } from './await-page';

const awaitPageInput = accepts({ query: awaitPageQuery });

/** GET /page/checkout/await?pspReference=…&redirectResult=…: where the payment provider's hosted page returns to. */
export function awaitPageRoute(): Router {
  const router = Router();
  router.get('/page/checkout/await', allow.anyone, awaitPageInput, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(awaitPage(awaitPageInput.query(res), identityOf(res).culture));
  });
  return router;
}
