import { currencyFor, markets, type Culture, type MarketCode } from '@storefront/platform';
import { callTeam, ResponseError, serviceIdentity, signIdentity, TtlCache, isProductCode } from '@storefront/platform/server';
import type { Logger } from 'pino';
import { catalogVariantAnswer, productSummaryOf } from './catalog-variant-answer';
import type { ProductSource, ProductSummary } from './product-source';

export interface CatalogProductSourceOptions {
  /** Team Catalog's server, e.g. http://127.0.0.1:8101. */
  baseUrl: string;
  identitySecret: string;
  logger: Logger;
  timeoutMs?: number;
  /** Short: a price drop or a product back in stock should show within seconds. */
  cacheTtlMs?: number;
  cacheMaxEntries?: number;
  /** How many catalog requests one call may have open at once (a full wish list is 100 codes). */
  concurrency?: number;
  now?: () => number;
}

type Where = { market: MarketCode; culture: Culture };

/**
 * Every reader of these products is a logged-in member (wish list, monitored products, their notifications), so the
 * account service asks on behalf of a member: the catalog answers member prices where there are any. Who exactly
 * does not matter to it.
 */
const memberReader = 'account-member-lists';

export const catalogUnavailable = () =>
  new ResponseError(503, 'catalog_unavailable', 'The product catalog is not answering right now; please try again.');

/** One market per other currency: where a product not sold in the asked market may still be described. */
function otherCurrencyMarkets(market: MarketCode): MarketCode[] {
  const seen = new Set([currencyFor(market)]);
  const others: MarketCode[] = [];
  for (const { alpha2, currency } of markets) {
    if (seen.has(currency)) continue;
    seen.add(currency);
    others.push(alpha2);
  }
  return others;
}

/**
 * Products for the member lists from team Catalog over HTTP (`GET /api/catalog/variants/{code}`), cached briefly per
 * market and language, with concurrent asks for the same product sharing one request.
 *
 * The catalog answers 404 both for a code it does not know and for a variant without a price in the market's
 * currency (it has no other notion of "sold in a market"). On a 404 the catalog's `GET /internal/stock?codes=` tells
 * the two apart: a variant it stocks is described from a market of another currency and marked not available in
 * this one (no price, not buyable); a code it does not stock is unknown (null).
 */
export function createCatalogProductSource(options: CatalogProductSourceOptions): ProductSource {
  const { baseUrl, identitySecret, logger, timeoutMs = 2_000, concurrency = 8, now = Date.now } = options;
  const cache = new TtlCache<ProductSummary | null>(options.cacheTtlMs ?? 15_000, options.cacheMaxEntries ?? 20_000, now);
  const inFlight = new Map<string, Promise<ProductSummary | null>>();

  async function catalogGet(path: string, where: Where): Promise<unknown> {
    const identity = signIdentity(serviceIdentity('account', { userId: memberReader, market: where.market, culture: where.culture }, now()), identitySecret);
    const answer = await callTeam({ url: `${baseUrl}${path}`, identity, timeoutMs });
    if (answer.kind === 'answered') return answer.body;
    if (answer.kind === 'refused' && answer.status === 404) return null;
    if (answer.kind === 'refused') logger.warn({ path, status: answer.status }, 'catalog refused a product lookup');
    else logger.warn({ path, err: answer.reason }, 'catalog did not answer');
    throw catalogUnavailable();
  }

  async function variantIn(where: Where, code: string): Promise<ProductSummary | null> {
    const body = await catalogGet(`/api/catalog/variants/${code}`, where);
    if (body === null) return null;
    const parsed = catalogVariantAnswer.safeParse(body);
    if (!parsed.success || parsed.data.variant.code !== code || parsed.data.variant.price.current.currency !== currencyFor(where.market)) {
      logger.error({ code, issues: parsed.error?.issues.slice(0, 3) }, 'catalog answered a variant in an unexpected shape');
      throw catalogUnavailable();
    }
    return productSummaryOf(parsed.data);
  }

  async function stocked(where: Where, code: string): Promise<boolean> {
    const body = (await catalogGet(`/internal/stock?codes=${code}`, where)) as { stock?: Record<string, unknown> } | null;
    return typeof body?.stock === 'object' && body.stock !== null && Object.hasOwn(body.stock, code);
  }

  async function lookUp(where: Where, code: string): Promise<ProductSummary | null> {
    const found = await variantIn(where, code);
    if (found || !(await stocked(where, code))) return found;
    for (const market of otherCurrencyMarkets(where.market)) {
      const elsewhere = await variantIn({ market, culture: where.culture }, code);
      if (elsewhere) return { ...elsewhere, price: null, isBuyable: false, availableInMarket: false };
    }
    return null;
  }

  function product(where: Where, code: string): Promise<ProductSummary | null> {
    if (!isProductCode(code)) return Promise.resolve(null);
    const key = `${where.market}|${where.culture}|${code}`;
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached.value);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = lookUp(where, code)
        .then((found) => {
          cache.set(key, found);
          return found;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    async products(where, codes) {
      const unique = [...new Set(codes)];
      const found: (ProductSummary | null)[] = new Array(unique.length);
      let next = 0;
      const worker = async () => {
        while (next < unique.length) {
          const index = next++;
          found[index] = await product(where, unique[index]!);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, unique.length) }, worker));
      return new Map(unique.map((code, index) => [code, found[index]!]));
    },
  };
}
