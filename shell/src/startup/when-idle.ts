/** Without requestIdleCallback (Safari): a pause long enough for the page's own start-up work to go first. */
export const idleFallbackMs = 300;

/**
 * Runs `task` when the browser has a moment with nothing else to do, at the latest after `timeoutMs`; returns the
 * cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2000, target: Pick<Window, 'setTimeout' | 'clearTimeout'> & Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> = window): () => void {
  if (typeof target.requestIdleCallback === 'function' && typeof target.cancelIdleCallback === 'function') {
    const handle = target.requestIdleCallback(task, { timeout: timeoutMs });
    return () => target.cancelIdleCallback?.(handle);
  }
  const timer = target.setTimeout(task, idleFallbackMs);
  return () => target.clearTimeout(timer);
}
