import { firstValueFrom } from 'rxjs';
import type { BusEvent } from '../events/types';
import { createBus, type Bus } from './bus';
import type { CrossTabChannel } from './cross-tab-channel';
import type { TabVisibility } from './tab-visibility';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const opened: Bus[] = [];
function track(bus: Bus): Bus {
  opened.push(bus);
  return bus;
}
afterEach(() => opened.splice(0).forEach((bus) => bus.dispose()));

/** A channel the test drives by hand: what the bus posts is recorded, `deliver` plays another tab. */
function fakeChannel() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const posted: unknown[] = [];
  const channel: CrossTabChannel = {
    postMessage: (message) => posted.push(message),
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    close: () => listeners.clear(),
  };
  const deliver = (data: unknown) => listeners.forEach((listener) => listener({ data } as MessageEvent));
  return { channel, posted, deliver };
}

function fakeVisibility(hidden: boolean) {
  const callbacks = new Set<() => void>();
  const visibility: TabVisibility = {
    isHidden: () => hidden,
    onVisible(callback) {
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
  };
  const show = () => {
    hidden = false;
    callbacks.forEach((callback) => callback());
  };
  return { visibility, show };
}

test('on(name) delivers only that event, typed by its payload', async () => {
  const bus = track(createBus({ channel: null }));
  const added = firstValueFrom(bus.on('cart:item-added'));
  bus.emit('wishlist:changed', { codes: ['a'] });
  bus.emit('cart:item-added', { code: '123', quantity: 2 });
  const event: BusEvent<'cart:item-added'> = await added;
  expect(event.payload.quantity).toBe(2);
  expect(event.fromOtherTab).toBe(false);
  expect(event.token).toEqual(expect.any(String));
});

test('works without BroadcastChannel: events stay in the tab', async () => {
  const original = globalThis.BroadcastChannel;
  // @ts-expect-error simulating a browser without BroadcastChannel
  delete globalThis.BroadcastChannel;
  try {
    const bus = track(createBus({ channelName: 'no-channel' }));
    const changed = firstValueFrom(bus.on('cart:changed'));
    bus.emit('cart:changed', { itemCount: 1 });
    expect((await changed).payload.itemCount).toBe(1);
  } finally {
    globalThis.BroadcastChannel = original;
  }
});

test('cross-tab events reach another bus on the same channel name, after the 100 ms delay', async () => {
  const name = `bus-test-${Math.random()}`;
  const tabA = track(createBus({ channelName: name }));
  const tabB = track(createBus({ channelName: name }));
  const received: BusEvent[] = [];
  tabB.events$.subscribe((event) => received.push(event));

  tabA.emit('cart:changed', { itemCount: 3 });
  tabA.emit('page:navigated', { url: '/', componentName: 'StartPage' });
  await wait(40);
  expect(received).toEqual([]);
  await wait(160);
  expect(received).toEqual([
    { name: 'cart:changed', payload: { itemCount: 3 }, token: expect.any(String), fromOtherTab: true },
  ]);
});

test('a tab never hears its own event back, and a received event is not re-broadcast', async () => {
  const name = `bus-echo-${Math.random()}`;
  const [tabA, tabB, tabC] = [1, 2, 3].map(() => track(createBus({ channelName: name })));
  const seen = new Map<Bus | undefined, BusEvent[]>([[tabA, []], [tabB, []], [tabC, []]]);
  for (const [tab, events] of seen) tab?.events$.subscribe((event) => events.push(event));

  tabA?.emit('wishlist:changed', { codes: ['x'] });
  await wait(250);
  expect(seen.get(tabA)?.map((event) => event.fromOtherTab)).toEqual([false]);
  expect(seen.get(tabB)?.map((event) => event.fromOtherTab)).toEqual([true]);
  expect(seen.get(tabC)?.map((event) => event.fromOtherTab)).toEqual([true]);
});

test('an echo of our own token or a duplicate from another tab is dropped', () => {
  jest.useFakeTimers();
  try {
    const { channel, posted, deliver } = fakeChannel();
    const bus = track(createBus({ channel }));
    const received: BusEvent[] = [];
    bus.events$.subscribe((event) => received.push(event));

    bus.emit('cart:changed', { itemCount: 1 });
    expect(posted).toHaveLength(1);
    deliver(posted[0]);
    deliver({ name: 'cart:changed', payload: { itemCount: 5 }, token: 'other-1' });
    deliver({ name: 'cart:changed', payload: { itemCount: 5 }, token: 'other-1' });
    jest.advanceTimersByTime(100);

    expect(received.map((event) => [event.payload, event.fromOtherTab])).toEqual([
      [{ itemCount: 1 }, false],
      [{ itemCount: 5 }, true],
    ]);
  } finally {
    jest.useRealTimers();
  }
});

test('only the last 20 tokens are remembered', () => {
  jest.useFakeTimers();
  try {
    const { channel, deliver } = fakeChannel();
    const bus = track(createBus({ channel }));
    const received: string[] = [];
    bus.events$.subscribe((event) => received.push(event.token));

    for (let i = 1; i <= 21; i++) deliver({ name: 'cart:changed', payload: { itemCount: i }, token: `t${i}` });
    deliver({ name: 'cart:changed', payload: { itemCount: 21 }, token: 't21' });
    deliver({ name: 'cart:changed', payload: { itemCount: 1 }, token: 't1' });
    jest.advanceTimersByTime(100);

    expect(received).toHaveLength(22);
    expect(received.at(-1)).toBe('t1');
  } finally {
    jest.useRealTimers();
  }
});

test('only cross-tab events are posted, and foreign or malformed messages are ignored', () => {
  jest.useFakeTimers();
  try {
    const { channel, posted, deliver } = fakeChannel();
    const bus = track(createBus({ channel }));
    const received: BusEvent[] = [];
    bus.events$.subscribe((event) => received.push(event));

    bus.emit('toast:show', { message: 'hi', kind: 'info' });
    expect(posted).toHaveLength(0);
    deliver({ name: 'page:navigated', payload: {}, token: 'p' });
    deliver('garbage');
    deliver(null);
    jest.advanceTimersByTime(100);
    expect(received).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

test('a hidden tab handles cross-tab events when it becomes visible', () => {
  jest.useFakeTimers();
  try {
    const { channel, deliver } = fakeChannel();
    const { visibility, show } = fakeVisibility(true);
    const bus = track(createBus({ channel, visibility }));
    const received: BusEvent[] = [];
    bus.events$.subscribe((event) => received.push(event));

    deliver({ name: 'cart:changed', payload: { itemCount: 2 }, token: 'h1' });
    jest.advanceTimersByTime(10_000);
    expect(received).toHaveLength(0);
    show();
    expect(received).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

describe('requests held for their first listener (heldEvents)', () => {
  const addition = (code: string) => ({ code, quantity: 1, requestId: `r-${code}` });

  test('an addition asked before the cart listens reaches the cart’s first listener, once', () => {
    const bus = track(createBus({ channel: null }));
    bus.emit('cart:item-added', addition('100001'));
    bus.emit('cart:item-added', addition('100002'));
    const first: string[] = [];
    const second: string[] = [];
    bus.on('cart:item-added').subscribe((event) => first.push(event.payload.code));
    bus.on('cart:item-added').subscribe((event) => second.push(event.payload.code));
    expect(first).toEqual(['100001', '100002']);
    expect(second).toEqual([]);
    bus.emit('cart:item-added', addition('100003'));
    expect([first, second]).toEqual([['100001', '100002', '100003'], ['100003']]);
  });

  test('one emitted while someone listens is not handed out again later', () => {
    const bus = track(createBus({ channel: null }));
    const listening = bus.on('cart:item-added').subscribe();
    bus.emit('cart:item-added', addition('100001'));
    listening.unsubscribe();
    const later: string[] = [];
    bus.on('cart:item-added').subscribe((event) => later.push(event.payload.code));
    expect(later).toEqual([]);
  });

  test('a held request goes stale after holdMs: the asker has given up by then', () => {
    let clock = 1_000;
    const bus = track(createBus({ channel: null, holdMs: 5_000, now: () => clock }));
    bus.emit('cart:item-added', addition('100001'));
    clock += 3_000;
    bus.emit('cart:item-added', addition('100002'));
    clock += 2_500;
    const heard: string[] = [];
    bus.on('cart:item-added').subscribe((event) => heard.push(event.payload.code));
    expect(heard).toEqual(['100002']);
  });

  test('other events are not held: a late listener hears only what comes after it', () => {
    const bus = track(createBus({ channel: null }));
    bus.emit('wishlist:changed', { codes: ['a'] });
    const heard: string[][] = [];
    bus.on('wishlist:changed').subscribe((event) => heard.push(event.payload.codes));
    bus.emit('wishlist:changed', { codes: ['b'] });
    expect(heard).toEqual([['b']]);
  });
});

describe('emitAndWait: the sender waits for the work its listeners take on', () => {
  test('resolves when the work handed to waitUntil has settled, failed work included', async () => {
    const bus = track(createBus({ channel: null }));
    const settled: string[] = [];
    bus.on('account:logged-out').subscribe((event) => {
      event.waitUntil?.(wait(30).then(() => settled.push('slow')));
      event.waitUntil?.(Promise.reject(new Error('refused')).finally(() => settled.push('failed')));
    });
    await bus.emitAndWait('account:logged-out', { wasLoggedIn: false }, 1_000);
    expect(settled).toEqual(['failed', 'slow']);
  });

  test('waits no longer than timeoutMs for a listener that hangs', async () => {
    const bus = track(createBus({ channel: null }));
    bus.on('account:logged-out').subscribe((event) => event.waitUntil?.(new Promise(() => undefined)));
    const started = Date.now();
    await bus.emitAndWait('account:logged-out', { wasLoggedIn: true }, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  test('with nobody taking on work it resolves at once; other tabs get the event without waitUntil', async () => {
    const sender = fakeChannel();
    const bus = track(createBus({ channel: sender.channel }));
    const heard: BusEvent<'account:logged-out'>[] = [];
    bus.on('account:logged-out').subscribe((event) => heard.push(event));
    const started = Date.now();
    await bus.emitAndWait('account:logged-out', { wasLoggedIn: true }, 5_000);
    expect(Date.now() - started).toBeLessThan(100);
    expect(heard[0]?.waitUntil).toEqual(expect.any(Function));
    expect(sender.posted).toEqual([{ name: 'account:logged-out', payload: { wasLoggedIn: true }, token: expect.any(String) }]);
  });

  test('a plain emit offers no waitUntil', () => {
    const bus = track(createBus({ channel: null }));
    const heard: BusEvent<'account:logged-out'>[] = [];
    bus.on('account:logged-out').subscribe((event) => heard.push(event));
    bus.emit('account:logged-out', { wasLoggedIn: true });
    expect(heard[0]).not.toHaveProperty('waitUntil');
  });
});
