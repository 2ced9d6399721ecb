import { createBus } from '@storefront/platform';
import { createSlotSchedule } from './slot-schedule';

function setup() {
  const bus = createBus({ channel: null });
  let idleTask: (() => void) | null = null;
  const whenIdle = jest.fn((task: () => void) => {
    idleTask = task;
    return () => undefined;
  });
  const schedule = createSlotSchedule({ bus, whenIdle, firstScreenTimeoutMs: 1000 });
  const changes = jest.fn();
  schedule.subscribe(changes);
  return { bus, schedule, whenIdle, changes, runIdle: () => idleTask?.() };
}

describe('createSlotSchedule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('mounts nothing before the first page is live, then the first-screen slots, and the idle ones when the browser is idle', () => {
    const { schedule, whenIdle, changes, runIdle } = setup();
    for (const slot of ['header:account', 'header:mini-cart', 'product:wish-list', 'header:quick-search', 'footer:newsletter', 'shell:overlays']) {
      expect(schedule.isDue(slot)).toBe(false);
    }
    expect(whenIdle).not.toHaveBeenCalled();

    schedule.firstScreenShown();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(schedule.isDue('header:account')).toBe(true);
    expect(schedule.isDue('header:mini-cart')).toBe(true);
    expect(schedule.isDue('product:wish-list')).toBe(true);
    expect(schedule.isDue('shell:top-bar')).toBe(true);
    expect(whenIdle).toHaveBeenCalledTimes(1);
    expect(schedule.isDue('header:quick-search')).toBe(false);
    runIdle();
    expect(schedule.isDue('header:quick-search')).toBe(true);
    expect(schedule.isDue('footer:newsletter')).toBe(true);
    expect(schedule.isDue('shell:overlays')).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('counts the first screen as shown after a while when no page says so', () => {
    const { schedule, whenIdle } = setup();
    jest.advanceTimersByTime(1000);
    expect(schedule.isDue('header:account')).toBe(true);
    expect(whenIdle).toHaveBeenCalledTimes(1);
    schedule.firstScreenShown();
    expect(whenIdle).toHaveBeenCalledTimes(1);
  });

  it('mounts the account overlays at once when a login is asked for before idle time, even before the frame is hydrated', () => {
    const { bus, schedule, changes } = setup();
    bus.emit('account:login-required', { returnUrl: '/' });
    expect(schedule.isDue('shell:overlays')).toBe(true);
    expect(schedule.isDue('header:quick-search')).toBe(false);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('does the same for a request to open the box', () => {
    const { bus, schedule } = setup();
    bus.emit('account:open-box', { tab: 'register' });
    expect(schedule.isDue('shell:overlays')).toBe(true);
  });
});
