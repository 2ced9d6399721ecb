import { httpHeaders } from '@storefront/platform';
import { signIdentity, type Identity } from '@storefront/platform/server';

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

// Nobody's shopping behind this call; the catalog only needs an identity the gateway's secret signed.
const publisherIdentity: Omit<Identity, 'issuedAt'> = { userId: null, market: 'SE', culture: 'sv-SE', isStoreDevice: false };

/** Posts to the catalog's internal endpoint (POST /internal/stock-levels `{ levels }`), signed and with a timeout. */
export function createCatalogStockLevelsClient(options: CatalogStockLevelsClientOptions): StockLevelsSink {
  const { baseUrl, identitySecret, timeoutMs = 2_000, now = Date.now } = options;
  return {
    async publish(levels) {
      if (levels.length === 0) return;
      let response: Response;
      try {
        // The timeout covers the body too: a catalog that answers slowly is as good as one that does not answer.
        const signal = AbortSignal.timeout(timeoutMs);
        response = await fetch(`${baseUrl}/internal/stock-levels`, {
          method: 'POST',
          headers: {
            [httpHeaders.identity]: signIdentity({ ...publisherIdentity, issuedAt: now() }, identitySecret),
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ levels }),
          signal,
        });
        await response.arrayBuffer();
      } catch (error) {
        throw new StockPublicationFailed(`the catalog did not answer: ${(error as Error).message}`);
      }
      if (!response.ok) throw new StockPublicationFailed(`the catalog answered ${response.status}`);
    },
  };
}
