import type { Money } from '@storefront/platform';
import { callTeam, serviceIdentity, signIdentity, productCode } from '@storefront/platform/server';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Shopper } from '../catalog/shopper';

/** A variant bought in the same placed orders as the asked ones, and in how many orders. */
export interface BoughtWith {
  code: string;
  orderCount: number;
}

/** A running gift-with-purchase promotion as team Checkout runs it, in the shopper's currency and language. */
export interface CheckoutGiftOffer {
  id: string;
  name: string;
  giftCode: string;
  minimumOrder: Money;
}

/**
 * What the product page asks team Checkout (its /internal endpoints). Both parts are extras: a Checkout that is down,
 * slow or answers nonsense gives an empty answer fast, and the page shows the section without them.
 */
export interface CheckoutClient {
  boughtTogether(shopper: Shopper, codes: string[]): Promise<BoughtWith[]>;
  giftOffers(shopper: Shopper): Promise<CheckoutGiftOffer[]>;
  /**
   * The offers as last answered, if that answer is fresh; else null, and they are asked for in the background. For the
   * product page's first HTML, which does not wait for Checkout.
   */
  knownGiftOffers(shopper: Shopper): CheckoutGiftOffer[] | null;
}

export const noCheckout: CheckoutClient = {
  boughtTogether: async () => [],
  giftOffers: async () => [],
  knownGiftOffers: () => [],
};

export interface CheckoutClientOptions {
  /** Team Checkout's server, e.g. http://127.0.0.1:8102. */
  baseUrl: string;
  identitySecret: string;
  logger: Logger;
  timeoutMs?: number;
  /** Promotions change seldom: the offers of a market and language are kept this long. */
  offersTtlMs?: number;
  now?: () => number;
}

const money = z.object({ amount: z.number().int().min(0), currency: z.enum(['SEK', 'NOK', 'DKK', 'EUR', 'PLN']) });
const boughtTogetherAnswer = z.object({
  products: z.array(z.object({ code: productCode(), orderCount: z.number().int().min(1) })),
});
const giftOffersAnswer = z.object({
  offers: z.array(z.object({ id: z.string().min(1), name: z.string(), giftCode: productCode(), minimumOrder: money })),
});

export function createCheckoutClient(options: CheckoutClientOptions): CheckoutClient {
  const { baseUrl, identitySecret, logger, timeoutMs = 800, offersTtlMs = 60_000, now = Date.now } = options;
  const offersCache = new Map<string, { offers: CheckoutGiftOffer[]; until: number }>();

  async function ask<T>(shopper: Shopper, path: string, schema: z.ZodType<T>): Promise<T | null> {
    // The catalog asks for itself (Checkout's /internal calls take services only), in the shopper's market and language.
    const identity = signIdentity(
      serviceIdentity('catalog', { market: shopper.market, culture: shopper.culture, isStoreDevice: shopper.isStoreDevice ?? false }, now()),
      identitySecret,
    );
    const answer = await callTeam({ url: `${baseUrl}${path}`, identity, timeoutMs });
    if (answer.kind !== 'answered') {
      if (answer.kind === 'refused') logger.warn({ path, status: answer.status }, 'Checkout refused a product page lookup');
      else logger.warn({ path, err: answer.reason }, 'Checkout did not answer a product page lookup');
      return null;
    }
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      logger.error({ path, issues: parsed.error.issues.slice(0, 3) }, 'Checkout answered a product page lookup in an unexpected shape');
      return null;
    }
    return parsed.data;
  }

  const offersKey = (shopper: Shopper) => `${shopper.market}|${shopper.culture}`;
  const asking = new Map<string, Promise<CheckoutGiftOffer[]>>();

  function giftOffers(shopper: Shopper): Promise<CheckoutGiftOffer[]> {
    const key = offersKey(shopper);
    const cached = offersCache.get(key);
    if (cached && cached.until > now()) return Promise.resolve(cached.offers);
    // Many pages asking at once share one call.
    const running = asking.get(key);
    if (running) return running;
    const call = ask(shopper, '/internal/promotions/gift-with-purchase', giftOffersAnswer)
      .then((answer) => {
        // Only an answer is kept: after a failure the next page asks again.
        if (!answer) return [];
        const offers = answer.offers.filter((offer) => offer.minimumOrder.currency === shopper.currency);
        offersCache.set(key, { offers, until: now() + offersTtlMs });
        return offers;
      })
      .finally(() => asking.delete(key));
    asking.set(key, call);
    return call;
  }

  return {
    async boughtTogether(shopper, codes) {
      if (codes.length === 0) return [];
      const answer = await ask(shopper, `/internal/products/bought-together?codes=${codes.map(encodeURIComponent).join(',')}`, boughtTogetherAnswer);
      return answer?.products.filter((product) => !codes.includes(product.code)) ?? [];
    },
    giftOffers,
    knownGiftOffers(shopper) {
      const cached = offersCache.get(offersKey(shopper));
      if (cached && cached.until > now()) return cached.offers;
      void giftOffers(shopper);
      return null;
    },
  };
}
