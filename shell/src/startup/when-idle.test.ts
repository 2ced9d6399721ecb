import { idleFallbackMs, whenIdle } from './when-idle';

describe('whenIdle', () => {
  it('asks for an idle callback with a timeout, and cancels it', () => {
    const requestIdleCallback = jest.fn((_task: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = jest.fn();
    const task = jest.fn();
    const cancel = whenIdle(task, 1500, { setTimeout, clearTimeout, requestIdleCallback, cancelIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a short pause where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task, 1500, { setTimeout, clearTimeout });
    jest.advanceTimersByTime(idleFallbackMs - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
