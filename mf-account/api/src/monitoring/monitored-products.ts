import type { Culture, MarketCode } from '@storefront/platform';
import type { MonitoredProduct } from '../../../contract/my-pages';
import type { ProductSource } from '../catalog/product-source';

/**
 * Monitored products as the catalog describes them now. A product the catalog no longer knows stays listed by its
 * code (the member can still stop monitoring it), not buyable.
 */
export async function monitoredProducts(
  products: ProductSource,
  where: { market: MarketCode; culture: Culture },
  monitored: { code: string; since: Date }[],
): Promise<MonitoredProduct[]> {
  if (monitored.length === 0) return [];
  const found = await products.products(where, monitored.map((item) => item.code));
  return monitored.map(({ code, since }) => {
    const product = found.get(code);
    return {
      code,
      title: product?.title ?? '',
      brandName: product?.brandName ?? '',
      image: product?.image ?? null,
      url: product?.url ?? '',
      isBuyable: product ? product.isBuyable && product.availableInMarket : false,
      monitoredSince: since.toISOString(),
    };
  });
}
