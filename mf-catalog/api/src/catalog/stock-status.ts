import type { StockStatus } from '@storefront/platform';

export interface StockRecord {
  online_quantity: number;
  store_quantity: number;
  is_monitorable: boolean;
  /** 'YYYY-MM-DD' or null. */
  purchase_available_from: string | null;
}

/** The stock status of a variant on `today` ('YYYY-MM-DD'). */
export function stockStatusOf(stock: StockRecord, today: string): StockStatus {
  const upcoming = stock.purchase_available_from !== null && stock.purchase_available_from > today;
  const isBuyable = stock.online_quantity > 0 && !upcoming;
  const isBuyableInStore = stock.store_quantity > 0 && !upcoming;
  const isMonitorable = !isBuyable && (stock.is_monitorable || upcoming);
  return {
    isUnavailable: !isBuyable,
    isMonitorable,
    isMonitorableInStore: !isBuyableInStore && isMonitorable && !upcoming,
    isBuyable,
    isBuyableInStore,
    ...(upcoming ? { purchaseAvailableFrom: stock.purchase_available_from! } : {}),
  };
}

/** Unavailable only when isUnavailable is set and none of the other four flags is. */
export function countsAsUnavailable(status: StockStatus): boolean {
  return (
    status.isUnavailable &&
    !status.isMonitorable &&
    !status.isMonitorableInStore &&
    !status.isBuyable &&
    !status.isBuyableInStore
  );
}

export function maxQuantityOf(stock: StockRecord, status: StockStatus, productLimit: number): number {
  return status.isBuyable ? Math.min(stock.online_quantity, productLimit) : 0;
}
