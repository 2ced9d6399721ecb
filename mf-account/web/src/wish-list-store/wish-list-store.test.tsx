import { appShell } from '@storefront/platform';
import { aWishListItem, givenAppShell, givenVisitor } from '../testing/member-fixtures';
import { aTestBus, fakeHttp, settle } from '../testing/environment';
import { WishListFullError } from './wish-list-errors';
import { createWishListStore } from './wish-list-store';

const lipstick = aWishListItem();
const serum = aWishListItem({ code: '200001', title: 'Hydra Serum', entryName: 'Hydra Serum', brandName: 'Aurora' });
const mascara = aWishListItem({ code: '300001', title: 'Lash Mascara', entryName: 'Lash Mascara' });

function aStore() {
  const { http, sentTo } = fakeHttp();
  const { bus, fromOtherTab, recorded, sentToOtherTabs } = aTestBus();
  const store = createWishListStore({ http, bus, appShell });
  const disconnect = store.connect();
  const codes = () => store.getState().items.map((item) => item.code);
  return { store, bus, fromOtherTab, recorded, sentToOtherTabs, disconnect, codes, adds: () => sentTo('/accountwishlist/add'), removes: () => sentTo('/accountwishlist/remove') };
}

describe('wish-list store', () => {
  test("starts from the app shell's wish list and follows its updates", () => {
    const shell = givenAppShell({ wishList: [lipstick] });
    const { codes, disconnect } = aStore();
    expect(codes()).toEqual(['100001']);
    appShell.set({ ...shell, wishList: [lipstick, serum] });
    expect(codes()).toEqual(['100001', '200001']);
    disconnect();
    appShell.set({ ...shell, wishList: [] });
    expect(codes()).toEqual(['100001', '200001']);
  });

  test("an add appends the item at once, sends code and location, then takes the server's item", async () => {
    givenAppShell({ wishList: [lipstick] });
    const { store, adds, recorded, sentToOtherTabs } = aStore();
    const changes = recorded('wishlist:changed');
    const added = store.add('200001', { location: 'product-page', item: { title: 'Serum', brandName: 'Aurora' } });

    expect(store.getState().items.map((item) => [item.code, item.title])).toEqual([
      ['100001', 'Velvet Lipstick'],
      ['200001', 'Serum'],
    ]);
    expect(store.getState().pendingCodes).toEqual(['200001']);
    await settle();
    expect(adds().map((request) => request.body)).toEqual([{ code: '200001', location: 'product-page' }]);
    // Sent so that it outlives the page: the shopper saw it saved and may leave at once.
    expect(adds()[0]!.init).toMatchObject({ keepalive: true });
    expect(changes).toEqual([]);

    adds()[0]!.answer({ addedItems: [serum], exponeaEvents: [] });
    await added;
    expect(store.getState().items).toEqual([lipstick, serum]);
    expect(store.getState().pendingCodes).toEqual([]);
    expect(changes).toEqual([{ codes: ['100001', '200001'] }]);
    expect(sentToOtherTabs).toEqual([{ name: 'wishlist:changed', payload: { codes: ['100001', '200001'] } }]);
  });

  test('a failed add is rolled back and rejects', async () => {
    givenAppShell({ wishList: [lipstick] });
    const { store, adds, codes, recorded } = aStore();
    const changes = recorded('wishlist:changed');
    const added = store.add('200001');
    expect(codes()).toEqual(['100001', '200001']);
    await settle();
    adds()[0]!.fail(500);
    await expect(added).rejects.toThrow('HTTP 500');
    expect(codes()).toEqual(['100001']);
    expect(changes).toEqual([]);
  });

  test('a remove filters the item out at once; a failed one puts it back in its place', async () => {
    givenAppShell({ wishList: [lipstick, serum, mascara] });
    const { store, removes, codes } = aStore();
    const removed = store.remove('200001', { location: 'wish-list-flyout' });
    expect(codes()).toEqual(['100001', '300001']);
    await settle();
    expect(removes()[0]!.body).toEqual({ code: '200001', location: 'wish-list-flyout' });
    expect(removes()[0]!.init).toMatchObject({ keepalive: true });
    removes()[0]!.fail(503);
    await expect(removed).rejects.toThrow();
    expect(codes()).toEqual(['100001', '200001', '300001']);

    const again = store.remove('200001');
    await settle();
    removes()[1]!.answer({ exponeaEvents: [] });
    await again;
    expect(codes()).toEqual(['100001', '300001']);
  });

  test('changes are sent one after another, in the order they were made', async () => {
    givenAppShell({ wishList: [] });
    const { store, adds, removes, codes } = aStore();
    const first = store.add('100001');
    const second = store.remove('100001');
    expect(codes()).toEqual([]);
    await settle();
    expect(adds()).toHaveLength(1);
    expect(removes()).toHaveLength(0);
    adds()[0]!.answer({ addedItems: [lipstick], exponeaEvents: [] });
    await first;
    await settle();
    expect(removes()).toHaveLength(1);
    removes()[0]!.answer({ exponeaEvents: [] });
    await second;
    expect(codes()).toEqual([]);
  });

  test('adding what is already saved sends nothing', async () => {
    givenAppShell({ wishList: [lipstick] });
    const { store, adds } = aStore();
    await store.add('100001');
    expect(adds()).toHaveLength(0);
  });

  test("adding while logged out asks for a login and rejects with 'Add item to wishlist requires login'", async () => {
    givenVisitor();
    window.history.replaceState(null, '', '/p/velvet-lipstick/100001?shade=ruby');
    const { store, adds, recorded, codes } = aStore();
    const loginRequests = recorded('account:login-required');
    const added = store.add('100001');
    await expect(added).rejects.toThrow(new Error('Add item to wishlist requires login'));
    await expect(added).rejects.toHaveProperty('message', 'Add item to wishlist requires login');
    expect(loginRequests).toEqual([
      { returnUrl: '/p/velvet-lipstick/100001?shade=ruby', message: 'Log in to save products to your wish list.' },
    ]);
    expect(codes()).toEqual([]);
    await settle();
    expect(adds()).toHaveLength(0);
  });

  test('a list that has reached maxItemsInWishList is full: an add is refused without a request', async () => {
    const shell = givenAppShell({ wishList: [lipstick, serum] });
    appShell.set({ ...shell, siteSettings: { ...shell.siteSettings, maxItemsInWishList: 2 } });
    const { store, adds, removes, codes } = aStore();
    expect(store.getState().isFull).toBe(true);
    await expect(store.add('300001')).rejects.toBeInstanceOf(WishListFullError);
    expect(codes()).toEqual(['100001', '200001']);
    await settle();
    expect(adds()).toHaveLength(0);

    const removed = store.remove('200001');
    expect(store.getState().isFull).toBe(false);
    await settle();
    removes()[0]!.answer({ exponeaEvents: [] });
    await removed;
    const added = store.add('300001');
    expect(codes()).toEqual(['100001', '300001']);
    expect(store.getState().isFull).toBe(true);
    await settle();
    adds()[0]!.answer({ addedItems: [mascara], exponeaEvents: [] });
    await added;
  });

  test("applies another tab's removals, and asks for app shell data when another tab added something", async () => {
    givenAppShell({ wishList: [lipstick, serum] });
    const { fromOtherTab, recorded, codes } = aStore();
    const reloads = recorded('appshell:reload-request');
    fromOtherTab('wishlist:changed', { codes: ['100001'] });
    await settle();
    expect(codes()).toEqual(['100001']);
    expect(reloads).toEqual([]);

    fromOtherTab('wishlist:changed', { codes: ['100001', '300001'] });
    await settle();
    expect(reloads).toEqual([{ reason: 'wishlist:changed' }]);
  });

  test('the page view model replaces the list', () => {
    givenAppShell({ wishList: [] });
    const { store, codes } = aStore();
    store.receiveItems([serum]);
    expect(codes()).toEqual(['200001']);
  });
});
