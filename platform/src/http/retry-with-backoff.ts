import { isHttpError } from './http-error';
import { isSlowConnection } from './slow-connection';

export interface RetryOptions {
  /** Slow connections wait longer: base interval 10000 ms instead of 5000 ms. Default: detected from the browser. */
  slowConnection?: boolean;
  /** Attempts in all, the first one included. Default 3. */
  maxAttempts?: number;
  /** Which failures are worth another try. Default: network errors, 408, 429 and 5xx. */
  shouldRetry?: (error: unknown) => boolean;
}

export const retryBaseIntervalMs = 5000;
export const slowConnectionRetryBaseIntervalMs = 10000;

export function isRetryable(error: unknown): boolean {
  if (!isHttpError(error)) return !(error instanceof DOMException && error.name === 'AbortError');
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `fn` until it succeeds, waiting base, 2 × base, 4 × base … between attempts. */
export async function retryWithBackoff<T>(fn: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const slow = options.slowConnection ?? isSlowConnection();
  const base = slow ? slowConnectionRetryBaseIntervalMs : retryBaseIntervalMs;
  const shouldRetry = options.shouldRetry ?? isRetryable;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= maxAttempts || !shouldRetry(error)) throw error;
      await sleep(base * 2 ** (attempt - 1));
    }
  }
}
