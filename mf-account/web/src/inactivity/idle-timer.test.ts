import { startIdleTimer } from './idle-timer';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('calls once after the quiet time; interaction starts the wait again', () => {
  const target = new EventTarget();
  const onIdle = jest.fn();
  const timer = startIdleTimer(target, 1000, onIdle);
  jest.advanceTimersByTime(900);
  target.dispatchEvent(new Event('keydown'));
  jest.advanceTimersByTime(900);
  expect(onIdle).not.toHaveBeenCalled();
  jest.advanceTimersByTime(100);
  expect(onIdle).toHaveBeenCalledTimes(1);
  // Idle: interaction waits for an explicit restart (the warning's "continue").
  target.dispatchEvent(new Event('pointerdown'));
  jest.advanceTimersByTime(5000);
  expect(onIdle).toHaveBeenCalledTimes(1);
  timer.restart();
  jest.advanceTimersByTime(1000);
  expect(onIdle).toHaveBeenCalledTimes(2);
  timer.stop();
});

test('pause and stop stop the wait', () => {
  const target = new EventTarget();
  const onIdle = jest.fn();
  const timer = startIdleTimer(target, 1000, onIdle);
  timer.pause();
  target.dispatchEvent(new Event('scroll'));
  jest.advanceTimersByTime(5000);
  expect(onIdle).not.toHaveBeenCalled();
  timer.restart();
  timer.stop();
  jest.advanceTimersByTime(5000);
  expect(onIdle).not.toHaveBeenCalled();
});
