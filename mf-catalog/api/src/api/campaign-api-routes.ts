import { Router } from 'express';
import type { CampaignResult } from '@storefront/platform';
import { notFound, ResponseError } from '@storefront/platform/server';
import { campaignByCode, campaignJson, campaignState, isShownTo } from '../campaigns/campaign-repository';
import { campaignListName } from '../campaigns/campaign-texts';
import type { PageContext } from '../pages/page-context';
import { apiContext, listingResult, pathCode } from './api-context';
import type { CatalogRouteOptions } from './catalog-route-options';

const campaignCode = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The campaign as the caller may see it: one of another market or not started yet is not found (as its page is). */
async function shownCampaign(context: PageContext, code: string) {
  const campaign = await campaignByCode(context.db, pathCode(code, campaignCode), context.shopper.culture);
  if (!campaign || !isShownTo(campaign, context.shopper.market, context.now)) throw notFound('No such campaign.');
  return campaign;
}

/** GET /api/catalog/campaigns/{code} (an ended campaign too, state 'ended') and /products (410 once it has ended). */
export function campaignApiRoutes(options: CatalogRouteOptions): Router {
  const router = Router();
  router.get('/api/catalog/campaigns/:code', async (req, res) => {
    const context = apiContext(options, res);
    const body: CampaignResult = { campaign: campaignJson(await shownCampaign(context, req.params.code), context.now) };
    res.json(body);
  });
  router.get('/api/catalog/campaigns/:code/products', async (req, res) => {
    const context = apiContext(options, res, req.query);
    const campaign = await shownCampaign(context, req.params.code);
    if (campaignState(campaign, context.now) === 'ended') throw new ResponseError(410, 'gone', 'The campaign has ended.');
    res.json(await listingResult(context, { kind: 'campaign', code: campaign.code }, campaignListName));
  });
  return router;
}
