import { callTeam, serviceIdentity, signIdentity, type Identity } from '@storefront/platform/server';
import { z } from 'zod';

/**
 * What Social needs of a product: that it exists, its names, page and picture, and what its review form asks (the
 * catalog's rule by category).
 */
const reviewProducts = z.object({
  products: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      brandName: z.string(),
      url: z.string(),
      imageUrl: z.string(),
      reviewAttributes: z.array(z.enum(['skinType', 'skinTone'])),
    }),
  ),
});

export type ReviewProduct = z.infer<typeof reviewProducts>['products'][number];

/** The catalog's products, as Social asks for them. */
export interface CatalogProducts {
  /** The products among `codes` the catalog has (unknown ones left out); rejects with CatalogUnavailable. */
  reviewProducts(codes: readonly string[], shopper: Pick<Identity, 'market' | 'culture'>): Promise<Map<string, ReviewProduct>>;
  /** The catalog's product codes of a feed's keys (`imported_products`), unknown keys left out. */
  importedProducts(source: string, keys: readonly string[]): Promise<Map<string, string>>;
  /** The demo products whose rating is still the catalog's own, in code order after `after`: the demo reviews' subjects. */
  ratedProducts(after: string, limit: number): Promise<{ products: RatedProduct[]; nextAfter: string | null }>;
}

export class CatalogUnavailable extends Error {
  override name = 'CatalogUnavailable';
}

const ratedProducts = z.object({
  products: z.array(
    z.object({
      code: z.string(),
      ratingTenths: z.number().int().min(10).max(50),
      reviewCount: z.number().int().min(1),
      reviewAttributes: z.array(z.enum(['skinType', 'skinTone'])),
    }),
  ),
  nextAfter: z.string().nullable(),
});

export type RatedProduct = z.infer<typeof ratedProducts>['products'][number];

const importedProducts = z.object({ products: z.array(z.object({ sourceKey: z.string(), code: z.string() })) });

export interface CatalogProductsOptions {
  baseUrl: string;
  identitySecret: string;
  timeoutMs: number;
  now?: () => number;
}

/** Asks the catalog's internal routes as team Social (`allow.services('social')` there), with a timeout. */
export function createCatalogProducts(options: CatalogProductsOptions): CatalogProducts {
  const { baseUrl, identitySecret, timeoutMs, now = Date.now } = options;
  async function ask<T>(path: string, schema: z.ZodType<T>, shopper: Partial<Pick<Identity, 'market' | 'culture'>> = {}): Promise<T> {
    const identity = signIdentity(serviceIdentity('social', shopper, now()), identitySecret);
    const answer = await callTeam({ url: `${baseUrl}${path}`, identity, timeoutMs });
    if (answer.kind === 'failed') throw new CatalogUnavailable(`the catalog did not answer: ${answer.reason}`);
    if (answer.kind === 'refused') throw new CatalogUnavailable(`the catalog answered ${answer.status}`);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw new CatalogUnavailable('the catalog answered something else than products');
    return parsed.data;
  }
  return {
    async reviewProducts(codes, shopper) {
      if (codes.length === 0) return new Map();
      const { products } = await ask(`/internal/review-products?codes=${codes.map(encodeURIComponent).join(',')}`, reviewProducts, shopper);
      return new Map(products.map((product) => [product.code, product]));
    },
    async importedProducts(source, keys) {
      if (keys.length === 0) return new Map();
      const query = `source=${encodeURIComponent(source)}&keys=${keys.map(encodeURIComponent).join(',')}`;
      const { products } = await ask(`/internal/imported-products?${query}`, importedProducts);
      return new Map(products.map((product) => [product.sourceKey, product.code]));
    },
    ratedProducts(after, limit) {
      return ask(`/internal/rated-products?limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`, ratedProducts);
    },
  };
}
