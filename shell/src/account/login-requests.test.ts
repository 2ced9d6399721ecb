import { createBus, type EventMap } from '@storefront/platform';
import { boxReadyTimeoutMs, createLoginRequests } from './login-requests';

function setUp(hasAccountBox = true) {
  const bus = createBus({ channel: null, visibility: { isHidden: () => false, onVisible: () => () => undefined } });
  const requests = createLoginRequests({ bus, hasAccountBox: () => hasAccountBox, currentUrl: () => '/my-pages?tab=orders' });
  const asked: EventMap['account:login-required'][] = [];
  bus.on('account:login-required').subscribe((event) => asked.push(event.payload));
  return { bus, asked, requests };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a request made before the box listens is sent again once it does', () => {
  const { bus, asked } = setUp();
  bus.emit('account:login-required', { returnUrl: '/club', reason: 'page' });
  expect(asked).toEqual([{ returnUrl: '/club', reason: 'page' }]);
  bus.emit('account:box-ready', {});
  expect(asked).toEqual([
    { returnUrl: '/club', reason: 'page' },
    { returnUrl: '/club', reason: 'page' },
  ]);
  bus.emit('account:login-required', { returnUrl: '/wishlist' });
  bus.emit('account:box-ready', {});
  expect(asked).toHaveLength(3);
});

test('so is an early click on the account button', () => {
  const { bus } = setUp();
  const opened: EventMap['account:open-box'][] = [];
  bus.on('account:open-box').subscribe((event) => opened.push(event.payload));
  bus.emit('account:open-box', { tab: 'register' });
  bus.emit('account:box-ready', {});
  expect(opened).toEqual([{ tab: 'register' }, { tab: 'register' }]);
});

test('a 401 waits for the login: true once logged in, one request for many waiting calls', async () => {
  const { bus, asked, requests } = setUp();
  bus.emit('account:box-ready', {});
  const first = requests.waitForLogin();
  const second = requests.waitForLogin();
  expect(second).toBe(first);
  expect(asked).toEqual([{ returnUrl: '/my-pages?tab=orders' }]);
  bus.emit('account:logged-in', { userId: 'member-1' });
  await expect(first).resolves.toBe(true);
});

test('false when the box closes without a login, and a later 401 asks again', async () => {
  const { bus, asked, requests } = setUp();
  bus.emit('account:box-ready', {});
  const waiting = requests.waitForLogin();
  bus.emit('account:box-closed', {});
  await expect(waiting).resolves.toBe(false);
  void requests.waitForLogin();
  expect(asked).toHaveLength(2);
});

test('false at once when no team fills the account box slot', async () => {
  const { asked, requests } = setUp(false);
  await expect(requests.waitForLogin()).resolves.toBe(false);
  expect(asked).toEqual([]);
});

test('false when the box never comes', async () => {
  const { requests } = setUp();
  const waiting = requests.waitForLogin();
  jest.advanceTimersByTime(boxReadyTimeoutMs);
  await expect(waiting).resolves.toBe(false);
});
