import type { EventMap } from '@storefront/platform';
import { aTestBus } from '../testing/fixtures';
import { aMemoryStorage } from '../testing/checkout-fixtures';
import { anOrderConfirmationPage } from './order-confirmation-fixtures';
import { schedulePurchaseTracking, trackedTransactionsKey } from './purchase-tracking';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setUp(storage = aMemoryStorage()) {
  const { bus } = aTestBus();
  const sent: EventMap['tracking:purchase'][] = [];
  bus.on('tracking:purchase').subscribe(({ payload }) => sent.push(payload));
  const dataLayer: unknown[] = [];
  return { targets: { storage, bus, dataLayer: () => dataLayer }, sent, dataLayer, storage };
}

test('sends the receipt 1 s later to the bus and the data layer, and remembers the transaction', () => {
  const { targets, sent, dataLayer, storage } = setUp();
  schedulePurchaseTracking(anOrderConfirmationPage(), targets);
  jest.advanceTimersByTime(999);
  expect(sent).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(sent).toEqual([{ transactionId: 'B1000042', revenue: { amount: 54700, currency: 'SEK' }, products: [{ id: '100001', quantity: 2 }] }]);
  expect(dataLayer).toEqual([
    {
      event: 'purchase',
      ecommerce: {
        transaction_id: 'B1000042',
        value: 547,
        shipping: 49,
        currency: 'SEK',
        coupon: 'SUMMER',
        items: [{ item_id: '100001', quantity: 2, price: 249 }],
      },
    },
  ]);
  expect(JSON.parse(storage.getItem(trackedTransactionsKey)!)).toEqual(['B1000042']);
});

test('once per transaction id: a second visit sends nothing', () => {
  const storage = aMemoryStorage({ [trackedTransactionsKey]: ['B1000001'] });
  const first = setUp(storage);
  schedulePurchaseTracking(anOrderConfirmationPage(), first.targets);
  jest.advanceTimersByTime(1000);
  const second = setUp(storage);
  schedulePurchaseTracking(anOrderConfirmationPage(), second.targets);
  jest.advanceTimersByTime(1000);
  expect(first.sent).toHaveLength(1);
  expect(second.sent).toEqual([]);
  expect(second.dataLayer).toEqual([]);
  expect(JSON.parse(storage.getItem(trackedTransactionsKey)!)).toEqual(['B1000001', 'B1000042']);
});

test('nothing when tracking has expired', () => {
  const { targets, sent } = setUp();
  schedulePurchaseTracking(anOrderConfirmationPage({ isTrackingExpired: true }), targets);
  jest.advanceTimersByTime(5000);
  expect(sent).toEqual([]);
});

test('cancelled before the second is up, nothing is sent or remembered: the next visit sends it', () => {
  const { targets, sent, storage } = setUp();
  const cancel = schedulePurchaseTracking(anOrderConfirmationPage(), targets);
  jest.advanceTimersByTime(500);
  cancel();
  jest.advanceTimersByTime(1000);
  expect(sent).toEqual([]);
  expect(storage.getItem(trackedTransactionsKey)).toBeNull();
  schedulePurchaseTracking(anOrderConfirmationPage(), targets);
  jest.advanceTimersByTime(1000);
  expect(sent).toHaveLength(1);
});

test('works without a data layer on the page', () => {
  const { targets, sent } = setUp();
  schedulePurchaseTracking(anOrderConfirmationPage(), { ...targets, dataLayer: () => undefined });
  jest.advanceTimersByTime(1000);
  expect(sent).toHaveLength(1);
});
