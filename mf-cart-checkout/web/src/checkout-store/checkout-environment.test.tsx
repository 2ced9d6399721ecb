import { bus, type EventMap } from '@storefront/platform';
import { cartStore } from '../cart-store/cart-store-instance';
import { aCart, aCartLine } from '../testing/fixtures';
import { browserCheckoutEnvironment } from './checkout-environment';

describe('the browser environment of the checkout pages', () => {
  let changed: EventMap['cart:changed'][];
  let subscription: { unsubscribe(): void };
  beforeEach(() => {
    changed = [];
    subscription = bus.on('cart:changed').subscribe(({ payload }) => changed.push(payload));
  });
  afterEach(() => {
    subscription.unsubscribe();
    jest.restoreAllMocks();
  });

  test("a checkout cart goes to the page's cart store, and a new count to the bus (other tabs)", () => {
    const receiveCart = jest.spyOn(cartStore, 'receiveCart');
    const environment = browserCheckoutEnvironment();
    const cart = aCart({ items: [aCartLine({ quantity: 3 })] });
    environment.shareCart(cart);
    expect(receiveCart).toHaveBeenCalledWith(cart);
    expect(changed).toEqual([{ itemCount: 3 }]);
    environment.shareCart(cart);
    expect(changed).toHaveLength(1);
  });

  test("after an order the mini cart refetches the (now empty) cart and other tabs hear 'cart:changed' with 0", () => {
    const load = jest.spyOn(cartStore, 'load').mockResolvedValue(undefined);
    browserCheckoutEnvironment().resetCart();
    expect(changed).toEqual([{ itemCount: 0 }]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
