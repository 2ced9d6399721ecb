/** How a remote's manifest or entry is asked for again (the platform's `retryWithBackoff` counts `maxAttempts` in all). */
export interface RemoteRetryOptions {
  /** Tries after the first one: 3 means up to 4 tries in all. */
  retriesAfterFirst: number;
  /** Delay before the first retry; doubles after each. */
  baseDelayMs: number;
}

export const backoffDelay = (retry: number, baseDelayMs: number): number => baseDelayMs * 2 ** retry;

/** Runs `task`, and on failure runs it again up to `retriesAfterFirst` times with a doubling delay. */
export async function withRetries<T>(
  task: () => Promise<T>,
  { retriesAfterFirst, baseDelayMs }: RemoteRetryOptions,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  let lastError: unknown;
  for (let retry = 0; retry <= retriesAfterFirst; retry++) {
    if (retry > 0) await sleep(backoffDelay(retry - 1, baseDelayMs));
    try {
      return await task();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
