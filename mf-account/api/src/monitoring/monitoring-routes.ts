import { Router, type Response } from 'express';
import type { MonitoredProductsPageViewModel } from '../../../contract/my-pages';
import { accepts, allow, identityOf, pageInput, productCode, ResponseError, wantsFallback } from '@storefront/platform/server';
import { z } from 'zod';
import type { AccountServices } from '../account-services';
import { loginRequired, ownMemberId } from '../http/own-member';
import { memberApiText } from '../pages/member-api-text';
import { memberPageBase } from '../pages/member-page-with-fallback';
import { monitoredProducts } from './monitored-products';
import { isMonitored, monitor, monitoredCodes, stopMonitoring } from './monitored-products-store';

const productInput = accepts({ params: z.object({ code: productCode() }) });

/**
 * Monitored products ("tell me when it is back"), per market: the member monitors a product in the market they shop
 * in, and lists show the identity's market. The same calls also have paths under the catalog's variants
 * (/api/catalog/variants/monitored, …/{code}/monitor, …/{code}/stop-monitoring): the gateway sends those here too.
 */
export function monitoringRoutes(services: AccountServices): Router {
  const { db, products } = services;
  const router = Router();

  async function knownProduct(res: Response, code: string): Promise<void> {
    const { market, culture } = identityOf(res);
    if (!(await products.products({ market, culture }, [code])).get(code)) {
      throw new ResponseError(404, 'unknown_product', memberApiText(culture, '/MemberApi/UnknownProduct'));
    }
  }

  router.get(['/api/my/monitored-products', '/api/catalog/variants/monitored'], allow.members, async (_req, res) => {
    const { market, culture } = identityOf(res);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await monitoredProducts(products, { market, culture }, await monitoredCodes(db, ownMemberId(res), market)));
  });

  router.get('/api/my/monitored-products/:code', allow.members, productInput, async (_req, res) => {
    const { code } = productInput.params(res);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ monitored: await isMonitored(db, ownMemberId(res), code, identityOf(res).market) });
  });

  router.post(['/api/my/monitored-products/:code/monitor', '/api/catalog/variants/:code/monitor'], allow.members, productInput, async (_req, res) => {
    const memberId = ownMemberId(res);
    const { code } = productInput.params(res);
    await knownProduct(res, code);
    if (!(await monitor(db, memberId, code, identityOf(res).market))) throw loginRequired();
    res.json({ monitored: true });
  });

  router.post(['/api/my/monitored-products/:code/stop-monitoring', '/api/catalog/variants/:code/stop-monitoring'], allow.members, productInput, async (_req, res) => {
    const memberId = ownMemberId(res);
    const { code } = productInput.params(res);
    // Stopping works for a product the catalog has dropped too; only a code that is neither monitored nor known is a 404.
    if (!(await stopMonitoring(db, memberId, code, identityOf(res).market))) await knownProduct(res, code);
    res.json({ monitored: false });
  });

  router.get('/page/my-pages/monitored-products', allow.members, pageInput, async (_req, res) => {
    const { market, culture } = identityOf(res);
    const items = await monitoredProducts(products, { market, culture }, await monitoredCodes(db, ownMemberId(res), market));
    const title = memberApiText(culture, '/MemberApi/Pages/MonitoredProducts');
    const page: MonitoredProductsPageViewModel = {
      ...memberPageBase('MonitoredProductsPageViewModel', '/my-pages/monitored-products', title, wantsFallback(pageInput.query(res))
        ? () => ({
            headings: [{ level: 1, text: title }],
            paragraphs: [],
            links: items.filter((item) => item.url).map((item) => ({ href: item.url, text: `${item.brandName} ${item.title}` })),
          })
        : null),
      items,
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(page);
  });

  return router;
}
