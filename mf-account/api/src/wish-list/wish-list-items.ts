import type { Culture, MarketCode, WishListItem } from '@storefront/platform';
import type { ProductSource, ProductSummary } from '../catalog/product-source';

export function wishListItemOf(product: ProductSummary): WishListItem {
  return {
    code: product.code,
    title: product.title,
    image: product.image,
    url: product.url,
    brandName: product.brandName,
    entryName: product.entryName,
    ...(product.productSerie ? { productSerie: product.productSerie } : {}),
    ...(product.variationDescription ? { variationDescription: product.variationDescription } : {}),
    notAvailableInMarket: !product.availableInMarket,
    ...(product.price ? { price: product.price } : {}),
  };
}

/** An item known by its code only: when the catalog could not be asked in time, or no longer knows the product. */
export function codeOnlyItem(code: string, notAvailableInMarket: boolean): WishListItem {
  return { code, title: '', image: null, url: '', brandName: '', entryName: '', notAvailableInMarket };
}

/**
 * The items of `codes` in order, described by the catalog in the shopper's market and language. A product the
 * catalog no longer knows stays on the list (the member can still remove it), marked not available.
 */
export async function wishListItems(products: ProductSource, where: { market: MarketCode; culture: Culture }, codes: string[]): Promise<WishListItem[]> {
  if (codes.length === 0) return [];
  const found = await products.products(where, codes);
  return codes.map((code) => {
    const product = found.get(code);
    return product ? wishListItemOf(product) : codeOnlyItem(code, true);
  });
}
