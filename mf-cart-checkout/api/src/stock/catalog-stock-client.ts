import { callTeam, ResponseError, serviceIdentity, signIdentity } from '@storefront/platform/server';
import type { Logger } from 'pino';
import { z } from 'zod';
import { onBehalfOf, type Shopper } from '../cart/shopper';

/** The online warehouse's count per product code, as the catalog team keeps it. */
export interface StockSource {
  /** The online quantity of each code the catalog knows; codes it does not know are left out. */
  onlineQuantities(shopper: Shopper, codes: readonly string[]): Promise<Map<string, number>>;
}

export interface CatalogStockClientOptions {
  baseUrl: string;
  identitySecret: string;
  logger: Logger;
  timeoutMs?: number;
  now?: () => number;
}

const stockAnswer = z.object({ stock: z.record(z.string(), z.number().int().min(0)) });

export const stockUnavailable = () =>
  new ResponseError(503, 'stock_unavailable', 'The stock count cannot be checked right now; nothing was ordered. Please try again in a moment.');

/** Asks the catalog's internal stock endpoint (GET /internal/stock?codes=a,b) as checkout's service, with a timeout. */
export function createCatalogStockClient(options: CatalogStockClientOptions): StockSource {
  const { baseUrl, identitySecret, logger, timeoutMs = 2_000, now = Date.now } = options;
  return {
    async onlineQuantities(shopper, codes) {
      if (codes.length === 0) return new Map();
      const identity = signIdentity(serviceIdentity('cart-checkout', onBehalfOf(shopper), now()), identitySecret);
      const answer = await callTeam({ url: `${baseUrl}/internal/stock?codes=${codes.map(encodeURIComponent).join(',')}`, identity, timeoutMs });
      if (answer.kind !== 'answered') {
        if (answer.kind === 'refused') logger.warn({ status: answer.status, codes }, 'catalog refused a stock lookup');
        else logger.warn({ codes, err: answer.reason }, 'catalog did not answer a stock lookup');
        throw stockUnavailable();
      }
      const parsed = stockAnswer.safeParse(answer.body);
      if (!parsed.success) {
        logger.error({ issues: parsed.error.issues.slice(0, 3) }, 'catalog answered a stock lookup in an unexpected shape');
        throw stockUnavailable();
      }
      return new Map(Object.entries(parsed.data.stock).filter(([code]) => codes.includes(code)));
    },
  };
}

/** For an app started without the catalog's stock endpoint: every purchase is refused with 503, nothing written. */
export const noStockSource: StockSource = { onlineQuantities: () => Promise.reject(stockUnavailable()) };
