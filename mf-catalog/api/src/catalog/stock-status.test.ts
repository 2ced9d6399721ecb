import { countsAsUnavailable, maxQuantityOf, stockStatusOf, type StockRecord } from './stock-status';

const today = '2026-01-15';
const stock = (overrides: Partial<StockRecord>): StockRecord => ({
  online_quantity: 10,
  store_quantity: 0,
  is_monitorable: false,
  purchase_available_from: null,
  ...overrides,
});

test('a variant in stock online is buyable and not unavailable', () => {
  const status = stockStatusOf(stock({ store_quantity: 3 }), today);
  expect(status).toEqual({ isUnavailable: false, isMonitorable: false, isMonitorableInStore: false, isBuyable: true, isBuyableInStore: true });
  expect(countsAsUnavailable(status)).toBe(false);
});

test('sold out online but monitorable, or in a store, does not count as unavailable', () => {
  const monitorable = stockStatusOf(stock({ online_quantity: 0, is_monitorable: true }), today);
  expect(monitorable.isUnavailable).toBe(true);
  expect(monitorable.isMonitorable).toBe(true);
  expect(countsAsUnavailable(monitorable)).toBe(false);
  const inStore = stockStatusOf(stock({ online_quantity: 0, store_quantity: 2 }), today);
  expect(inStore.isBuyableInStore).toBe(true);
  expect(countsAsUnavailable(inStore)).toBe(false);
});

test('sold out everywhere and not monitorable is unavailable', () => {
  expect(countsAsUnavailable(stockStatusOf(stock({ online_quantity: 0 }), today))).toBe(true);
});

test('an upcoming variant is monitorable with its purchaseAvailableFrom, and buyable from that day', () => {
  const upcoming = stockStatusOf(stock({ online_quantity: 0, purchase_available_from: '2026-02-01', is_monitorable: true }), today);
  expect(upcoming).toMatchObject({ isBuyable: false, isMonitorable: true, purchaseAvailableFrom: '2026-02-01' });
  const arrived = stockStatusOf(stock({ online_quantity: 5, purchase_available_from: '2026-01-10' }), today);
  expect(arrived.isBuyable).toBe(true);
  expect(arrived.purchaseAvailableFrom).toBeUndefined();
});

test('the most one can buy is the stock, at most the product limit, and nothing when not buyable', () => {
  const low = stock({ online_quantity: 3 });
  expect(maxQuantityOf(low, stockStatusOf(low, today), 10)).toBe(3);
  const plenty = stock({ online_quantity: 300 });
  expect(maxQuantityOf(plenty, stockStatusOf(plenty, today), 10)).toBe(10);
  const none = stock({ online_quantity: 0 });
  expect(maxQuantityOf(none, stockStatusOf(none, today), 10)).toBe(0);
});
