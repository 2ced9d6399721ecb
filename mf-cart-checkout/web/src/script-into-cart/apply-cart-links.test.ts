import type { EventMap } from '@storefront/platform';
import type { CartEntry, CouponCodeOutcome } from '../cart-store/cart-store';
import { aTestBus } from '../testing/fixtures';
import { applyCartLinks, hasCartLinkParameters } from './apply-cart-links';

function setUp(href: string, { addItems = async () => undefined, couponCode = { success: true, message: 'ok' } }: {
  addItems?: (entries: readonly CartEntry[]) => Promise<void>;
  couponCode?: CouponCodeOutcome;
} = {}) {
  const location = { href };
  const state = { key: 'abc' };
  const replaced: { state: unknown; url: string }[] = [];
  const history = {
    state,
    replaceState(next: unknown, _unused: string, url?: string | URL | null) {
      replaced.push({ state: next, url: String(url) });
      location.href = new URL(String(url), location.href).href;
    },
  };
  const added: CartEntry[][] = [];
  const couponCodes: string[] = [];
  const store = {
    addItems: (entries: readonly CartEntry[]) => {
      added.push([...entries]);
      return addItems(entries);
    },
    addCouponCode: async (code: string) => {
      couponCodes.push(code);
      return couponCode;
    },
  };
  const { bus } = aTestBus();
  const reloads: EventMap['appshell:reload-request'][] = [];
  bus.on('appshell:reload-request').subscribe(({ payload }) => reloads.push(payload));
  const apply = () => applyCartLinks({ store, bus, location, history, maxQuantity: 10 });
  return { apply, location, replaced, state, added, couponCodes, reloads };
}

describe('applyCartLinks', () => {
  test('ScriptIntoCart adds its products in one call, then leaves the address and asks for app shell data', async () => {
    const { apply, added, location, replaced, state, reloads } = setUp('https://shop.example/c/makeup?ScriptIntoCart=100001*2+200001*40&page=2');
    await apply();
    expect(added).toEqual([
      [
        { code: '100001', quantity: 2 },
        { code: '200001', quantity: 10 },
      ],
    ]);
    expect(replaced).toEqual([{ state, url: '/c/makeup?page=2' }]);
    expect(location.href).toBe('https://shop.example/c/makeup?page=2');
    expect(reloads).toEqual([{ reason: 'ScriptIntoCart' }]);
  });

  test('coupon_code is added through the store and leaves the address when the server accepts it', async () => {
    const { apply, couponCodes, location, reloads } = setUp('https://shop.example/?coupon_code=SUMMER10#top');
    await apply();
    expect(couponCodes).toEqual(['SUMMER10']);
    expect(location.href).toBe('https://shop.example/#top');
    expect(reloads).toEqual([{ reason: 'coupon_code' }]);
  });

  test('both in one address: the products first, then the code, each leaving on its own', async () => {
    const { apply, added, couponCodes, location, reloads } = setUp('https://shop.example/?coupon_code=GIFT&scriptintocart=100001');
    await apply();
    expect(added).toHaveLength(1);
    expect(couponCodes).toEqual(['GIFT']);
    expect(location.href).toBe('https://shop.example/');
    expect(reloads).toEqual([{ reason: 'scriptintocart,coupon_code' }]);
  });

  test('what did not work stays in the address, and app shell data is not reloaded for it', async () => {
    const { apply, location, reloads } = setUp('https://shop.example/?ScriptIntoCart=100001&coupon_code=NOPE', {
      addItems: () => Promise.reject(new Error('HTTP 500')),
      couponCode: { success: false, message: 'Unknown code' },
    });
    await apply();
    expect(location.href).toBe('https://shop.example/?ScriptIntoCart=100001&coupon_code=NOPE');
    expect(reloads).toEqual([]);
  });

  test('a ScriptIntoCart without a product code adds nothing and stays', async () => {
    const { apply, added, replaced } = setUp('https://shop.example/?ScriptIntoCart=*2');
    await apply();
    expect(added).toEqual([]);
    expect(replaced).toEqual([]);
  });

  test('hasCartLinkParameters', () => {
    expect(hasCartLinkParameters('https://shop.example/?Coupon_Code=A')).toBe(true);
    expect(hasCartLinkParameters('https://shop.example/p/x?ScriptIntoCart=1')).toBe(true);
    expect(hasCartLinkParameters('https://shop.example/p/x?q=cart')).toBe(false);
  });
});
