import { currencyFor, type MarketCode } from '@storefront/platform';
import { catalogUnavailable } from './catalog-product-source';
import type { ProductSource, ProductSummary } from './product-source';

/** A product an in-memory product source knows: one price in minor units, whatever the currency. */
export interface ListedProduct {
  code: string;
  name: string;
  brandName: string;
  amount: number;
  isBuyable: boolean;
  /** The markets it is sold in; every market when absent. */
  soldIn?: MarketCode[];
}

export interface InMemoryProductSource extends ProductSource {
  /** Changes a product (a new price, back in stock) or adds one. */
  put(product: ListedProduct): void;
  /** While true every call fails as a catalog that does not answer (503). */
  failing: boolean;
  /** Milliseconds every call takes. */
  delayMs: number;
  /** The codes of every call, in order. */
  readonly asked: { market: MarketCode; codes: string[] }[];
}

function summaryOf(product: ListedProduct, market: MarketCode): ProductSummary {
  const availableInMarket = !product.soldIn || product.soldIn.includes(market);
  return {
    code: product.code,
    title: product.name,
    brandName: product.brandName,
    entryName: product.name,
    image: { src: `/images/products/${product.code}/1`, altText: `${product.brandName} ${product.name}`, sourceWidth: 2880, sourceHeight: 2880 },
    url: `/p/${product.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/${product.code}`,
    price: availableInMarket
      ? { current: { amount: product.amount, currency: currencyFor(market) }, useDiscountStyling: false, isMemberPrice: false, isPremium: false, comparisonPrices: [] }
      : null,
    isBuyable: availableInMarket && product.isBuyable,
    availableInMarket,
  };
}

/** A ProductSource without a catalog: for the account server's own tests. */
export function createInMemoryProductSource(products: ListedProduct[]): InMemoryProductSource {
  const known = new Map(products.map((product) => [product.code, product]));
  const source: InMemoryProductSource = {
    failing: false,
    delayMs: 0,
    asked: [],
    put(product) {
      known.set(product.code, product);
    },
    async products(where, codes) {
      source.asked.push({ market: where.market, codes: [...codes] });
      if (source.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, source.delayMs));
      if (source.failing) throw catalogUnavailable();
      return new Map(codes.map((code) => {
        const product = known.get(code);
        return [code, product ? summaryOf(product, where.market) : null];
      }));
    },
  };
  return source;
}

/** A few products for tests: codes 300001… */
export const testProducts = {
  lipstick: { code: '300001', name: 'Velvet Lipstick Ruby', brandName: 'Lumière', amount: 24_900, isBuyable: true },
  serum: { code: '300002', name: 'Hydra Serum 30 ml', brandName: 'Aqua Derm', amount: 39_900, isBuyable: true },
  mascara: { code: '300003', name: 'Lash Mascara Black', brandName: 'Noir', amount: 19_900, isBuyable: false },
  swedishOnly: { code: '300004', name: 'Fjäll Cream', brandName: 'Norr', amount: 14_900, isBuyable: true, soldIn: ['SE'] },
} satisfies Record<string, ListedProduct>;
