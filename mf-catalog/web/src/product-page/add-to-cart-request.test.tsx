import { createBus, type Bus, type EventMap } from '@storefront/platform';
import { AddToCartRejectedError, addToCartTimeoutMs, requestAddToCart } from './add-to-cart-request';

describe('requestAddToCart', () => {
  let bus: Bus;
  let asked: EventMap['cart:item-added'][];
  let ids = 0;
  const newRequestId = () => `request-${(ids += 1)}`;

  beforeEach(() => {
    jest.useFakeTimers();
    bus = createBus({ channel: null });
    asked = [];
    bus.on('cart:item-added').subscribe(({ payload }) => asked.push(payload));
  });

  afterEach(() => {
    bus.dispose();
    jest.useRealTimers();
  });

  const answer = (settled: Partial<EventMap['cart:item-add-settled']> = {}) =>
    bus.emit('cart:item-add-settled', { requestId: asked.at(-1)!.requestId!, code: asked.at(-1)!.code, success: true, ...settled });

  test("asks with a fresh request id and resolves with the cart's answer to that id only", async () => {
    const outcome = requestAddToCart(bus, { code: '100001', quantity: 2 }, { newRequestId });
    const other = requestAddToCart(bus, { code: '200001', quantity: 1 }, { newRequestId });
    expect(asked).toEqual([
      { code: '100001', quantity: 2, requestId: 'request-1' },
      { code: '200001', quantity: 1, requestId: 'request-2' },
    ]);
    let resolved = false;
    void outcome.then(() => (resolved = true));
    answer(); // request-2
    await Promise.resolve();
    expect(resolved).toBe(false);
    await expect(other).resolves.toMatchObject({ requestId: 'request-2', success: true });

    bus.emit('cart:item-add-settled', { requestId: 'request-1', code: '100001', success: true, message: 'Added to cart' });
    await expect(outcome).resolves.toEqual({ requestId: 'request-1', code: '100001', success: true, message: 'Added to cart' });
  });

  test('an answer that comes at once is not missed', async () => {
    bus.on('cart:item-added').subscribe(({ payload }) =>
      bus.emit('cart:item-add-settled', { requestId: payload.requestId!, code: payload.code, success: true }),
    );
    await expect(requestAddToCart(bus, { code: '100001', quantity: 1 })).resolves.toMatchObject({ success: true });
  });

  test("rejects with the cart's reason when the addition failed", async () => {
    const outcome = requestAddToCart(bus, { code: '100001', quantity: 1 }, { newRequestId });
    answer({ success: false, message: 'Sold out.' });
    await expect(outcome).rejects.toEqual(new AddToCartRejectedError('Sold out.'));
    await expect(outcome).rejects.toMatchObject({ reason: 'Sold out.' });
  });

  test('rejects without a reason when no answer comes within 10 s', async () => {
    const outcome = requestAddToCart(bus, { code: '100001', quantity: 1 }, { newRequestId });
    const caught = outcome.catch((error: unknown) => error);
    jest.advanceTimersByTime(addToCartTimeoutMs - 1);
    answer({ requestId: 'someone-else' });
    jest.advanceTimersByTime(1);
    const error = await caught;
    expect(error).toBeInstanceOf(AddToCartRejectedError);
    expect((error as AddToCartRejectedError).reason).toBeUndefined();
    expect(addToCartTimeoutMs).toBe(10_000);
  });
});
