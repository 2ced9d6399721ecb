import { Router } from 'express';
import type { CampaignResult } from '../../../contract/listing-pages';
import { accepts, allow, notFound, ResponseError } from '@storefront/platform/server';
import { apiContext, codePath, listingResult } from '../catalog/api-context';
import type { CatalogRouteOptions } from '../http/catalog-route-options';
import { listingParamsOf, listingQuery } from '../pages/listing-params';
import type { PageContext } from '../pages/page-context';
import { campaignByCode, campaignJson, campaignState, isShownTo } from './campaign-repository';
import { campaignListName } from './campaign-texts';

const campaignPath = codePath(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const campaignInput = accepts({ params: campaignPath });
const campaignProductsInput = accepts({ params: campaignPath, query: listingQuery });

/** The campaign as the caller may see it: one of another market or not started yet is not found (as its page is). */
async function shownCampaign(context: PageContext, code: string) {
  const campaign = await campaignByCode(context.db, code, context.shopper.culture);
  if (!campaign || !isShownTo(campaign, context.shopper.market, context.now)) throw notFound('No such campaign.');
  return campaign;
}

/** GET /api/catalog/campaigns/{code} (an ended campaign too, state 'ended') and /products (410 once it has ended). */
export function campaignApiRoutes(options: CatalogRouteOptions): Router {
  const router = Router();
  router.get('/api/catalog/campaigns/:code', allow.anyone, campaignInput, async (_req, res) => {
    const context = apiContext(options, res);
    const body: CampaignResult = { campaign: campaignJson(await shownCampaign(context, campaignInput.params(res).code), context.now) };
    res.json(body);
  });
  router.get('/api/catalog/campaigns/:code/products', allow.anyone, campaignProductsInput, async (_req, res) => {
    const context = apiContext(options, res);
    const campaign = await shownCampaign(context, campaignProductsInput.params(res).code);
    if (campaignState(campaign, context.now) === 'ended') throw new ResponseError(410, 'gone', 'The campaign has ended.');
    res.json(await listingResult(context, { kind: 'campaign', code: campaign.code }, campaignListName, listingParamsOf(campaignProductsInput.query(res))));
  });
  return router;
}
