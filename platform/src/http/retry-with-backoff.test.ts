import { HttpError } from './http-error';
import { retryWithBackoff } from './retry-with-backoff';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function failingTimes(failures: number, error: unknown = new HttpError(503, '/x', null)) {
  let calls = 0;
  return jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw error;
    return 'data';
  });
}

test('retries after 5000 ms, then 10000 ms, and resolves with the first success', async () => {
  const fetchData = failingTimes(2);
  const result = retryWithBackoff(fetchData, { slowConnection: false });

  await jest.advanceTimersByTimeAsync(0);
  expect(fetchData).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(4999);
  expect(fetchData).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchData).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(9999);
  expect(fetchData).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchData).toHaveBeenCalledTimes(3);
  await expect(result).resolves.toBe('data');
});

test('uses a 10000 ms base on slow connections', async () => {
  const fetchData = failingTimes(1);
  const result = retryWithBackoff(fetchData, { slowConnection: true });
  await jest.advanceTimersByTimeAsync(9999);
  expect(fetchData).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  await expect(result).resolves.toBe('data');
});

test('gives up after maxAttempts with the last error', async () => {
  const fetchData = failingTimes(5);
  const result = retryWithBackoff(fetchData, { slowConnection: false, maxAttempts: 2 });
  const outcome = expect(result).rejects.toMatchObject({ status: 503 });
  await jest.advanceTimersByTimeAsync(5000);
  await outcome;
  expect(fetchData).toHaveBeenCalledTimes(2);
});

test('does not retry errors that another try cannot fix, such as a 404', async () => {
  const fetchData = failingTimes(1, new HttpError(404, '/x', null));
  await expect(retryWithBackoff(fetchData, { slowConnection: false })).rejects.toMatchObject({ status: 404 });
  expect(fetchData).toHaveBeenCalledTimes(1);
});
