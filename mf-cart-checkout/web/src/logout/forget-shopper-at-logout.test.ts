import { aTestBus, fakeHttp, settle } from '../testing/fixtures';
import { checkoutStorageKeys } from '../checkout-store/checkout-memory';
import { deleteCartPath, forgetShopperAtLogout } from './forget-shopper-at-logout';

function aLogoutScene() {
  const { bus, fromOtherTab } = aTestBus();
  const sent = fakeHttp();
  const stored = new Map<string, string>(Object.values(checkoutStorageKeys).map((key) => [key, '"remembered"']));
  const storage = { removeItem: (key: string) => void stored.delete(key) };
  const subscription = forgetShopperAtLogout({ bus, http: sent.http, storage });
  return { bus, fromOtherTab, sent, stored, subscription };
}

test('a member logs out: the checkout’s memory of them goes, their cart stays on the server', async () => {
  const scene = aLogoutScene();
  await scene.bus.emitAndWait('account:logged-out', { wasLoggedIn: true }, 1_000);
  expect([...scene.stored.keys()]).toEqual([]);
  expect(scene.sent.requests).toEqual([]);
  scene.subscription.unsubscribe();
});

test('a visitor leaves: their cart is deleted, and Account hears only once the server has answered', async () => {
  const scene = aLogoutScene();
  let heard = false;
  const leaving = scene.bus.emitAndWait('account:logged-out', { wasLoggedIn: false }, 5_000).then(() => (heard = true));
  await settle();
  expect(scene.sent.requests.map((sent) => [sent.method, sent.url])).toEqual([['POST', deleteCartPath]]);
  expect([...scene.stored.keys()]).toEqual([]);
  expect(heard).toBe(false);
  scene.sent.requests[0]!.answer(null);
  await leaving;
  expect(heard).toBe(true);
  scene.subscription.unsubscribe();
});

test('a cart that cannot be deleted does not keep the shopper from leaving', async () => {
  const scene = aLogoutScene();
  const leaving = scene.bus.emitAndWait('account:logged-out', { wasLoggedIn: false }, 5_000);
  await settle();
  scene.sent.requests[0]!.fail(new Error('offline'));
  await expect(leaving).resolves.toBeUndefined();
  scene.subscription.unsubscribe();
});

test('another tab’s logout leaves this tab’s work to that tab', async () => {
  const scene = aLogoutScene();
  scene.fromOtherTab('account:logged-out', { wasLoggedIn: false });
  await settle();
  await settle();
  expect(scene.sent.requests).toEqual([]);
  expect(scene.stored.size).toBe(3);
  scene.subscription.unsubscribe();
});
