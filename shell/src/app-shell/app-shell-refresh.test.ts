import { createAppShellStore, createBus, type AppShellData } from '@storefront/platform';
import { createAppShellRefresh } from './app-shell-refresh';

const data = (overrides: Partial<AppShellData> = {}): AppShellData =>
  ({
    languagePhrases: {},
    currentTheme: 'default',
    siteSettings: { appShellRefreshIntervalSeconds: 60 },
    cart: null,
    ...overrides,
  }) as AppShellData;

class FakeVisibility {
  visibilityState: DocumentVisibilityState = 'visible';
  listeners: (() => void)[] = [];
  addEventListener = (_type: string, listener: () => void) => void this.listeners.push(listener);
  removeEventListener = (_type: string, listener: () => void) => {
    this.listeners = this.listeners.filter((l) => l !== listener);
  };
  show() {
    this.visibilityState = 'visible';
    this.listeners.forEach((l) => l());
  }
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('app shell refresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(get: jest.Mock) {
    const store = createAppShellStore(data());
    const visibility = new FakeVisibility();
    const refresh = createAppShellRefresh({ http: { get }, store, now: () => Date.now(), visibility: visibility as unknown as Document });
    return { store, visibility, refresh };
  }

  it('merges the partial update every interval', async () => {
    const get = jest.fn(async () => ({ status: 200, headers: new Headers(), data: { cart: { items: [] } } }));
    const { store, refresh } = setup(get);
    const stop = refresh.start();
    jest.advanceTimersByTime(59_999);
    expect(get).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await flush();
    expect(get).toHaveBeenCalledWith('/partialupdateappshelldata');
    expect(store.get()?.cart).toEqual({ items: [] });
    expect(store.get()?.currentTheme).toBe('default');
    stop();
  });

  it('falls back to the full app shell data when the partial update fails', async () => {
    const get = jest.fn(async (url: string) => {
      if (url === '/partialupdateappshelldata') throw new Error('502');
      return { status: 200, headers: new Headers(), data: data({ currentTheme: 'summer' }) };
    });
    const { store, refresh } = setup(get);
    await refresh.refresh();
    expect(get).toHaveBeenLastCalledWith('/appshell/data');
    expect(store.get()?.currentTheme).toBe('summer');
  });

  it('refreshes when the tab is shown again, at most every 5 s', async () => {
    const get = jest.fn(async () => ({ status: 200, headers: new Headers(), data: {} }));
    const { visibility, refresh } = setup(get);
    const stop = refresh.start();
    visibility.show();
    await flush();
    visibility.show();
    await flush();
    expect(get).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    visibility.show();
    await flush();
    expect(get).toHaveBeenCalledTimes(2);
    stop();
  });

  it('is stale once an interval has passed without an update', () => {
    const { refresh, store } = setup(jest.fn());
    expect(refresh.isStale()).toBe(false);
    jest.advanceTimersByTime(60_001);
    expect(refresh.isStale()).toBe(true);
    store.set(data());
    expect(refresh.isStale()).toBe(false);
  });

  it('refreshes when a remote asks for it, and no more after stop', async () => {
    const get: jest.Mock = jest.fn(async () => ({ status: 200, headers: new Headers(), data: { cart: { items: [{ code: '100001' }] } } }));
    const store = createAppShellStore(data());
    const bus = createBus({ channel: null });
    const refresh = createAppShellRefresh({ http: { get }, store, bus, visibility: new FakeVisibility() as unknown as Document });
    const stop = refresh.start();
    bus.emit('appshell:reload-request', { reason: 'coupon code applied' });
    await flush();
    expect(get).toHaveBeenCalledTimes(1);
    expect(store.get()?.cart).toEqual({ items: [{ code: '100001' }] });
    stop();
    bus.emit('appshell:reload-request', { reason: 'again' });
    await flush();
    expect(get).toHaveBeenCalledTimes(1);
  });
});
