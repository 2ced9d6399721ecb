import { postAsService } from '@storefront/platform/server';

/** A code's online stock as checkout counts it, with the version of that count (online_stock.version). */
export interface StockLevel {
  code: string;
  available: number;
  version: number;
}

/** Where checkout's online stock counts go: the catalog, which shows them on product pages and in maxQuantity. */
export interface StockLevelsSink {
  /** Resolves once the catalog has taken the levels (it keeps a code's newest version); rejects when it did not answer 2xx in time. */
  publish(levels: readonly StockLevel[]): Promise<void>;
}

export interface CatalogStockLevelsClientOptions {
  baseUrl: string;
  identitySecret: string;
  timeoutMs?: number;
  now?: () => number;
}

export class StockPublicationFailed extends Error {
  override name = 'StockPublicationFailed';
}

/**
 * Posts to the catalog's internal endpoint (POST /internal/stock-levels `{ levels }`) as checkout's service (nobody is
 * shopping behind it), with a timeout.
 */
export function createCatalogStockLevelsClient(options: CatalogStockLevelsClientOptions): StockLevelsSink {
  const { baseUrl, identitySecret, timeoutMs = 2_000, now = Date.now } = options;
  return {
    async publish(levels) {
      if (levels.length === 0) return;
      await postAsService({
        caller: 'cart-checkout',
        receiver: 'the catalog',
        url: `${baseUrl}/internal/stock-levels`,
        json: { levels },
        identitySecret,
        timeoutMs,
        now,
        failure: (message) => new StockPublicationFailed(message),
      });
    },
  };
}
