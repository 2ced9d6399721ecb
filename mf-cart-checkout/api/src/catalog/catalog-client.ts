import { callTeam, ResponseError, serviceIdentity, signIdentity, TtlCache } from '@storefront/platform/server';
import type { Logger } from 'pino';
import { onBehalfOf, type Shopper } from '../cart/shopper';
import { cartProductOf, type CartProduct } from './cart-product';
import { catalogVariantsAnswer } from './catalog-variant';

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

/**
 * Product data for cart lines, asked of the catalog team over HTTP (`GET /api/catalog/variants?codes=`): the codes
 * asked at once go in one call, and while a few calls are under way the codes asked meanwhile wait for the next.
 */
export interface CatalogClient {
  /** The product behind a variant code as `shopper` sees it, or null when the catalog has no such variant. */
  product(shopper: Shopper, code: string): Promise<CartProduct | null>;
  /** Several at once; a code the catalog does not know maps to null. */
  products(shopper: Shopper, codes: Iterable<string>): Promise<Map<string, CartProduct | null>>;
}

export const catalogUnavailable = () =>
  new ResponseError(503, 'catalog_unavailable', 'The product catalog is not answering right now; nothing was changed.');

/** At most this many codes in one lookup: the catalog's limit. */
export const codesPerLookup = 96;
/** Lookups under way at once; codes asked meanwhile wait and go together in the next one. */
export const lookupsAtOnce = 4;

interface Waiting {
  resolve(product: CartProduct | null): void;
  reject(error: unknown): void;
}

/** Codes waiting for a lookup, per audience: one shopper stands for all who see the same answer. */
interface Queue {
  shopper: Shopper;
  codes: Map<string, Waiting>;
}

export function createCatalogClient(options: CatalogClientOptions): CatalogClient {
  const { baseUrl, identitySecret, logger, timeoutMs = 2_000, now = Date.now } = options;
  const cache = new TtlCache<CartProduct>(options.cacheTtlMs ?? 30_000, options.cacheMaxEntries ?? 10_000, now);
  const inFlight = new Map<string, Promise<CartProduct | null>>();
  const queues = new Map<string, Queue>();
  let lookupsUnderWay = 0;
  let sendScheduled = false;

  /** Variants as `shopper` sees them, in one call; a code the catalog does not know is left out of the map. */
  async function lookUp(shopper: Shopper, codes: string[]): Promise<Map<string, CartProduct>> {
    // Checkout asks for itself (its cart lines' products), seeing the products as the shopper would.
    const identity = signIdentity(serviceIdentity('cart-checkout', onBehalfOf(shopper), now()), identitySecret);
    const url = `${baseUrl}/api/catalog/variants?codes=${codes.map(encodeURIComponent).join(',')}`;
    const answer = await callTeam({ url, identity, timeoutMs });
    if (answer.kind !== 'answered') {
      if (answer.kind === 'refused') logger.warn({ codes, status: answer.status }, 'catalog refused a variant lookup');
      else logger.warn({ codes, err: answer.reason }, 'catalog did not answer');
      throw catalogUnavailable();
    }
    const parsed = catalogVariantsAnswer.safeParse(answer.body);
    const unexpected = parsed.data?.variants.find((found) => !codes.includes(found.variant.code) || found.variant.price.current.currency !== shopper.currency);
    if (!parsed.success || unexpected) {
      logger.error({ codes, issues: parsed.error?.issues.slice(0, 3), unexpected: unexpected?.variant.code }, 'catalog answered variants in an unexpected shape');
      throw catalogUnavailable();
    }
    return new Map(parsed.data.variants.map((found) => [found.variant.code, cartProductOf(found)]));
  }

  /** Sends what waits, as many lookups as may be under way; each one that ends sends what waited meanwhile. */
  function sendWaiting(): void {
    sendScheduled = false;
    while (lookupsUnderWay < lookupsAtOnce && queues.size > 0) {
      const [audience, queue] = queues.entries().next().value!;
      const sent = [...queue.codes].slice(0, codesPerLookup);
      for (const [code] of sent) queue.codes.delete(code);
      if (queue.codes.size === 0) queues.delete(audience);
      lookupsUnderWay += 1;
      lookUp(
        queue.shopper,
        sent.map(([code]) => code),
      )
        .then(
          (found) => sent.forEach(([code, waiting]) => waiting.resolve(found.get(code) ?? null)),
          (error: unknown) => sent.forEach(([, waiting]) => waiting.reject(error)),
        )
        .finally(() => {
          lookupsUnderWay -= 1;
          sendWaiting();
        });
    }
  }

  /** Queues a code; the codes asked in the same turn (a cart's lines) go in one lookup. */
  function ask(shopper: Shopper, audience: string, code: string): Promise<CartProduct | null> {
    return new Promise((resolve, reject) => {
      let queue = queues.get(audience);
      if (!queue) queues.set(audience, (queue = { shopper, codes: new Map() }));
      queue.codes.set(code, { resolve, reject });
      if (!sendScheduled) {
        sendScheduled = true;
        queueMicrotask(sendWaiting);
      }
    });
  }

  function product(shopper: Shopper, code: string): Promise<CartProduct | null> {
    // What a shopper sees depends on currency (market), texts (culture) and member prices; not on who they are.
    const audience = `${shopper.market}|${shopper.culture}|${shopper.isMember ? 'member' : 'visitor'}`;
    const key = `${audience}|${code}`;
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached.value);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = ask(shopper, audience, code)
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
