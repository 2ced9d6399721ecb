import type { StockStatus } from '@storefront/platform';

export type StockStatusKind = 'in-stock' | 'in-store-only' | 'coming-soon' | 'unavailable' | 'monitorable' | 'out-of-stock';

/**
 * What the stock flags say. Only the flags decide: the stock threshold is never shown, so there is
 * no "few left". A product is unavailable only when isUnavailable is set and none of the other four flags is.
 */
export function stockStatusKind(status: StockStatus): StockStatusKind {
  if (status.isBuyable) return 'in-stock';
  if (status.isBuyableInStore) return 'in-store-only';
  const isMonitorable = status.isMonitorable || status.isMonitorableInStore;
  if (status.isUnavailable && !isMonitorable) return 'unavailable';
  if (status.purchaseAvailableFrom) return 'coming-soon';
  if (isMonitorable) return 'monitorable';
  return 'out-of-stock';
}

export const stockStatusPhrase: Record<StockStatusKind, string> = {
  'in-stock': '/Catalog/Stock/InStock',
  'in-store-only': '/Catalog/Stock/InStoreOnly',
  'coming-soon': '/Catalog/Stock/AvailableFrom',
  unavailable: '/Catalog/Stock/Unavailable',
  monitorable: '/Catalog/Stock/Monitorable',
  'out-of-stock': '/Catalog/Stock/OutOfStock',
};
