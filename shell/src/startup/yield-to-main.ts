type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, so that the browser may paint and answer a tap in between: the
 * start-up is a chain of short tasks instead of one long one (a phone counts every task over 50 ms as blocking).
 * `scheduler.yield()` resumes ahead of other waiting tasks where the browser has it; elsewhere a zero timeout.
 */
export function yieldToMain(scope: { scheduler?: Scheduler } & Pick<Window, 'setTimeout'> = window as never): Promise<void> {
  const scheduler = scope.scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => scope.setTimeout(resolve, 0));
}
