import { cartTrackingQuietMs, createCartTrackingBatch } from './cart-tracking-batch';
import type { CartTracking } from './net-quantities';

const change = (code: string, previousQuantity: number, newQuantity: number) => ({ [code]: { previousQuantity, newQuantity } });

describe('createCartTrackingBatch', () => {
  let sent: CartTracking[];
  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
  });
  afterEach(() => jest.useRealTimers());

  test('sends the net quantities once 2 s have passed without a change', () => {
    expect(cartTrackingQuietMs).toBe(2000);
    const batch = createCartTrackingBatch((tracking) => sent.push(tracking));
    batch.record(change('100001', 0, 1));
    jest.advanceTimersByTime(1500);
    batch.record({ ...change('100001', 1, 3), ...change('200001', 2, 1) });
    jest.advanceTimersByTime(1999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([{ added: [{ code: '100001', quantity: 3 }], removed: [{ code: '200001', quantity: 1 }] }]);

    jest.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
    batch.dispose();
  });

  test('an addition undone within the quiet time sends nothing', () => {
    const batch = createCartTrackingBatch((tracking) => sent.push(tracking));
    batch.record(change('100001', 1, 3));
    batch.record(change('100001', 3, 1));
    jest.advanceTimersByTime(cartTrackingQuietMs);
    expect(sent).toEqual([]);
    batch.dispose();
  });

  test('each quiet period is its own batch', () => {
    const batch = createCartTrackingBatch((tracking) => sent.push(tracking));
    batch.record(change('100001', 0, 1));
    jest.advanceTimersByTime(cartTrackingQuietMs);
    batch.record(change('100001', 1, 0));
    jest.advanceTimersByTime(cartTrackingQuietMs);
    expect(sent).toEqual([
      { added: [{ code: '100001', quantity: 1 }], removed: [] },
      { added: [], removed: [{ code: '100001', quantity: 1 }] },
    ]);
    batch.dispose();
  });

  test('flush sends at once; dispose drops what waits', () => {
    const batch = createCartTrackingBatch((tracking) => sent.push(tracking));
    batch.record(change('100001', 0, 2));
    batch.flush();
    expect(sent).toEqual([{ added: [{ code: '100001', quantity: 2 }], removed: [] }]);
    batch.record(change('200001', 0, 1));
    batch.dispose();
    jest.advanceTimersByTime(cartTrackingQuietMs);
    expect(sent).toHaveLength(1);
  });
});
