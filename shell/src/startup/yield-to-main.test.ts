import { yieldToMain } from './yield-to-main';

test('resumes through scheduler.yield where the browser has it', async () => {
  const schedulerYield = jest.fn(() => Promise.resolve());
  const setTimeout = jest.fn();
  await yieldToMain({ scheduler: { yield: schedulerYield }, setTimeout } as never);
  expect(schedulerYield).toHaveBeenCalledTimes(1);
  expect(setTimeout).not.toHaveBeenCalled();
});

test('elsewhere resumes after a zero timeout, in a task of its own', async () => {
  jest.useFakeTimers();
  try {
    let resumed = false;
    const waiting = yieldToMain({ setTimeout: globalThis.setTimeout } as never).then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.runOnlyPendingTimers();
    await waiting;
    expect(resumed).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
