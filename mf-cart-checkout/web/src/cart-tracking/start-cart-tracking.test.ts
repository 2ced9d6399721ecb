import { Subject } from 'rxjs';
import type { EventMap } from '@storefront/platform';
import type { CartAction } from '../cart-store/cart-store';
import { aCart, aTestBus } from '../testing/fixtures';
import { cartTrackingQuietMs } from './cart-tracking-batch';
import { startCartTracking } from './start-cart-tracking';

const updated = (items: Record<string, [number, number]>, addedCodes: string[] = []): CartAction => ({
  type: 'updated',
  cart: aCart(),
  addedCodes,
  items: Object.fromEntries(Object.entries(items).map(([code, [previousQuantity, newQuantity]]) => [code, { previousQuantity, newQuantity }])),
});

function setUp(page: { dataLayer?: unknown } = {}) {
  const actions$ = new Subject<CartAction>();
  const { bus } = aTestBus();
  const tracked: EventMap['tracking:cart'][] = [];
  bus.on('tracking:cart').subscribe(({ payload }) => tracked.push(payload));
  const stop = startCartTracking({ actions$ }, bus, page);
  return { actions$, tracked, stop };
}

describe('startCartTracking', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("accepted changes become one 'tracking:cart' after 2 s of quiet, pushed to dataLayer too", () => {
    const dataLayer: unknown[] = [{ event: 'gtm.js' }];
    const { actions$, tracked, stop } = setUp({ dataLayer });
    actions$.next(updated({ '300001': [0, 2] }, ['300001']));
    actions$.next(updated({ '100001': [2, 1] }));
    actions$.next({ type: 'update-failed', codes: ['200001'], addedCodes: [], error: new Error('x') });
    actions$.next({ type: 'invalid-quantity', code: '200001', quantity: 11, max: 10 });
    jest.advanceTimersByTime(cartTrackingQuietMs - 1);
    expect(tracked).toEqual([]);
    jest.advanceTimersByTime(1);

    expect(tracked).toEqual([{ added: [{ code: '300001', quantity: 2 }], removed: [{ code: '100001', quantity: 1 }] }]);
    expect(dataLayer).toEqual([
      { event: 'gtm.js' },
      { event: 'add_to_cart', ecommerce: { items: [{ item_id: '300001', quantity: 2 }] } },
      { event: 'remove_from_cart', ecommerce: { items: [{ item_id: '100001', quantity: 1 }] } },
    ]);
    stop();
  });

  test('an add and a remove of the same product cancel out: nothing is sent', () => {
    const dataLayer: unknown[] = [];
    const { actions$, tracked, stop } = setUp({ dataLayer });
    actions$.next(updated({ '300001': [0, 1] }, ['300001']));
    actions$.next(updated({ '300001': [1, 0] }));
    jest.advanceTimersByTime(cartTrackingQuietMs);
    expect(tracked).toEqual([]);
    expect(dataLayer).toEqual([]);
    stop();
  });

  test('works without a dataLayer; stopping sends what waits and then listens no more', () => {
    const { actions$, tracked, stop } = setUp({});
    actions$.next(updated({ '300001': [0, 1] }));
    stop();
    expect(tracked).toEqual([{ added: [{ code: '300001', quantity: 1 }], removed: [] }]);
    actions$.next(updated({ '100001': [0, 1] }));
    jest.advanceTimersByTime(cartTrackingQuietMs);
    expect(tracked).toHaveLength(1);
  });
});
