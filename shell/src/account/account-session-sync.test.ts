import { createAppShellStore, createBus, type CrossTabChannel } from '@storefront/platform';
import { anAppShellData } from '@storefront/platform/testing';
import { markLoggedOut, syncAccountSession } from './account-session-sync';

/** A bus whose other tab the test plays. */
function aBusWithAnotherTab() {
  let deliver: ((event: MessageEvent) => void) | null = null;
  const channel: CrossTabChannel = {
    postMessage: () => undefined,
    addEventListener: (_type, listener) => {
      deliver = listener;
    },
    removeEventListener: () => undefined,
    close: () => undefined,
  };
  const bus = createBus({ channel, crossTabDelayMs: 0, visibility: { isHidden: () => false, onVisible: () => () => undefined } });
  let token = 0;
  const fromOtherTab = (name: string, payload: unknown) =>
    deliver?.({ data: { name, payload, token: `other-${(token += 1)}` } } as MessageEvent);
  return { bus, fromOtherTab };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('this tab\'s logout or login drops the cached pages; its own reload does the rest', () => {
  const { bus } = aBusWithAnotherTab();
  const refreshAppShell = jest.fn(async () => undefined);
  const clearPageCache = jest.fn();
  syncAccountSession({ bus, refreshAppShell, clearPageCache });
  bus.emit('account:logged-out', { wasLoggedIn: true });
  bus.emit('account:logged-in', { userId: 'member-1' });
  bus.emit('cart:changed', { itemCount: 1 });
  expect(clearPageCache).toHaveBeenCalledTimes(2);
  expect(refreshAppShell).not.toHaveBeenCalled();
});

test('another tab\'s login or logout makes this one fetch its app shell data', () => {
  const { bus, fromOtherTab } = aBusWithAnotherTab();
  const refreshAppShell = jest.fn(async () => undefined);
  const clearPageCache = jest.fn();
  syncAccountSession({ bus, refreshAppShell, clearPageCache });
  fromOtherTab('account:logged-in', { userId: 'member-1' });
  jest.advanceTimersByTime(0);
  fromOtherTab('account:logged-out', { wasLoggedIn: true });
  jest.advanceTimersByTime(0);
  expect(refreshAppShell).toHaveBeenCalledTimes(2);
  expect(clearPageCache).toHaveBeenCalledTimes(2);
});

test('a 401 marks the user logged out', () => {
  const data = anAppShellData({ currentUser: { id: 'member-1', isLoggedIn: true, isImpersonating: false, email: 'a@example.com' } });
  const store = createAppShellStore(data);
  markLoggedOut(store);
  expect(store.get()?.currentUser).toEqual({ id: 'member-1', isLoggedIn: false, isImpersonating: false, email: 'a@example.com' });
  const visitor = createAppShellStore(anAppShellData());
  const before = visitor.get();
  markLoggedOut(visitor);
  expect(visitor.get()).toBe(before);
});
