export interface RetryOptions {
  /** Attempts after the first one. */
  attempts: number;
  /** Delay before the first retry; doubles after each. */
  baseDelayMs: number;
}

export const backoffDelay = (retry: number, baseDelayMs: number): number => baseDelayMs * 2 ** retry;

/** Runs `task`, and on failure runs it again up to `attempts` times with a doubling delay. */
export async function withRetries<T>(
  task: () => Promise<T>,
  { attempts, baseDelayMs }: RetryOptions,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  let lastError: unknown;
  for (let retry = 0; retry <= attempts; retry++) {
    if (retry > 0) await sleep(backoffDelay(retry - 1, baseDelayMs));
    try {
      return await task();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
