import { callTeam, ResponseError, serviceIdentity, signIdentity, TtlCache } from '@storefront/platform/server';
import type { Logger } from 'pino';
import { onBehalfOf, type Shopper } from '../cart/shopper';
import { cartProductOf, type CartProduct } from './cart-product';
import { catalogVariantAnswer } from './catalog-variant';

export interface CatalogClientOptions {
  /** The catalog team server, e.g. http://127.0.0.1:8101. */
  baseUrl: string;
  identitySecret: string;
  logger: Logger;
  timeoutMs?: number;
  cacheTtlMs?: number;
  cacheMaxEntries?: number;
  now?: () => number;
}

/** Product data for cart lines, asked of the catalog team over HTTP. */
export interface CatalogClient {
  /** The product behind a variant code as `shopper` sees it, or null when the catalog has no such variant. */
  product(shopper: Shopper, code: string): Promise<CartProduct | null>;
  /** Several at once; a code the catalog does not know maps to null. */
  products(shopper: Shopper, codes: Iterable<string>): Promise<Map<string, CartProduct | null>>;
}

export const catalogUnavailable = () =>
  new ResponseError(503, 'catalog_unavailable', 'The product catalog is not answering right now; nothing was changed.');

export function createCatalogClient(options: CatalogClientOptions): CatalogClient {
  const { baseUrl, identitySecret, logger, timeoutMs = 2_000, now = Date.now } = options;
  const cache = new TtlCache<CartProduct>(options.cacheTtlMs ?? 30_000, options.cacheMaxEntries ?? 10_000, now);
  const inFlight = new Map<string, Promise<CartProduct | null>>();

  async function fetchProduct(shopper: Shopper, code: string): Promise<CartProduct | null> {
    // Checkout asks for itself (a cart line's product), seeing the product as the shopper would.
    const identity = signIdentity(serviceIdentity('cart-checkout', onBehalfOf(shopper), now()), identitySecret);
    const answer = await callTeam({ url: `${baseUrl}/api/catalog/variants/${encodeURIComponent(code)}`, identity, timeoutMs });
    if (answer.kind === 'refused' && answer.status === 404) return null;
    if (answer.kind !== 'answered') {
      if (answer.kind === 'refused') logger.warn({ code, status: answer.status }, 'catalog refused a variant lookup');
      else logger.warn({ code, err: answer.reason }, 'catalog did not answer');
      throw catalogUnavailable();
    }
    const parsed = catalogVariantAnswer.safeParse(answer.body);
    if (!parsed.success || parsed.data.variant.code !== code || parsed.data.variant.price.current.currency !== shopper.currency) {
      logger.error({ code, issues: parsed.error?.issues.slice(0, 3) }, 'catalog answered a variant in an unexpected shape');
      throw catalogUnavailable();
    }
    return cartProductOf(parsed.data);
  }

  function product(shopper: Shopper, code: string): Promise<CartProduct | null> {
    // What a shopper sees depends on currency (market), texts (culture) and member prices; not on who they are.
    const key = `${shopper.market}|${shopper.culture}|${shopper.isMember ? 'member' : 'visitor'}|${code}`;
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached.value);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = fetchProduct(shopper, code)
        .then((found) => {
          if (found) cache.set(key, found);
          return found;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  async function products(shopper: Shopper, codes: Iterable<string>): Promise<Map<string, CartProduct | null>> {
    const unique = [...new Set(codes)];
    const found = await Promise.all(unique.map((code) => product(shopper, code)));
    return new Map(unique.map((code, index) => [code, found[index]!]));
  }

  return { product, products };
}
