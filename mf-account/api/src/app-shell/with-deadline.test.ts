import { withDeadline } from './with-deadline';

const after = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(new Error('failed')) : resolve(value)), ms));

test('an answer in time is the answer', async () => {
  const gaveUp = jest.fn();
  expect(await withDeadline(after(5, 'real'), 200, () => 'fallback', gaveUp)).toBe('real');
  expect(gaveUp).not.toHaveBeenCalled();
});

test('a late answer is the fallback, at the deadline, and heard of once even when it fails later', async () => {
  const gaveUp = jest.fn();
  const started = performance.now();
  expect(await withDeadline(after(150, 'late', true), 30, () => 'fallback', gaveUp)).toBe('fallback');
  expect(performance.now() - started).toBeLessThan(120);
  await after(200, null);
  expect(gaveUp).toHaveBeenCalledTimes(1);
});

test('a failure is the fallback at once', async () => {
  const gaveUp = jest.fn();
  expect(await withDeadline(Promise.reject(new Error('down')), 1_000, () => 'fallback', gaveUp)).toBe('fallback');
  expect(gaveUp).toHaveBeenCalledWith(expect.objectContaining({ message: 'down' }));
});
