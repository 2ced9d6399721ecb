import type { Identity } from '@storefront/platform/server';
import { catalogUnavailable, unknownProduct } from '../posts/post-refusals';
import { CatalogUnavailable, type CatalogProducts, type ReviewProduct } from './catalog-products';

/** The catalog's products of `codes` (those it knows) for a write: a catalog that does not answer refuses it (503). */
export async function productsForWriting(catalog: CatalogProducts, codes: readonly string[], identity: Identity): Promise<Map<string, ReviewProduct>> {
  try {
    return await catalog.reviewProducts(codes, identity);
  } catch (error) {
    if (error instanceof CatalogUnavailable) throw catalogUnavailable();
    throw error;
  }
}

/** The product a post is about, for a write: 404 `unknown_product` when the catalog does not know it. */
export async function productForWriting(catalog: CatalogProducts, code: string, identity: Identity): Promise<ReviewProduct> {
  const product = (await productsForWriting(catalog, [code], identity)).get(code);
  if (!product) throw unknownProduct();
  return product;
}

/** Only what the product's reviews ask is kept: a skin tone on a perfume's review says nothing. */
export function askedMarksOnly<Review extends { skinType?: unknown; skinTone?: unknown }>(review: Review, product: ReviewProduct): Review {
  const asks = new Set(product.reviewAttributes);
  return { ...review, skinType: asks.has('skinType') ? review.skinType : undefined, skinTone: asks.has('skinTone') ? review.skinTone : undefined };
}
