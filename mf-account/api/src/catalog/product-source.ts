import type { Culture, Image, MarketCode, Price } from '@storefront/platform';

export interface ProductSummary {
  code: string;
  title: string;
  brandName: string;
  entryName: string;
  productSerie?: string;
  variationDescription?: string;
  image: Image | null;
  url: string;
  price: Price | null;
  isBuyable: boolean;
  /** False when the product is not sold in the asked market. */
  availableInMarket: boolean;
}

/** Products as team Catalog answers them for a market and language. */
export interface ProductSource {
  /** Codes the catalog does not know map to null. Throws a 503 ResponseError when the catalog does not answer. */
  products(where: { market: MarketCode; culture: Culture }, codes: readonly string[]): Promise<Map<string, ProductSummary | null>>;
}
