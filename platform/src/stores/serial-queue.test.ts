import { settle } from '../test-fixtures';
import { createSerialQueue } from './serial-queue';

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSerialQueue', () => {
  test('starts a task only when the one before it has settled, and passes on each outcome', async () => {
    const queue = createSerialQueue();
    const first = deferred();
    const second = deferred();
    const started: string[] = [];
    const a = queue.run(() => {
      started.push('a');
      return first.promise;
    });
    const b = queue.run(() => {
      started.push('b');
      return second.promise;
    });
    await settle();
    expect(started).toEqual(['a']);

    first.reject(new Error('refused'));
    await expect(a).rejects.toThrow('refused');
    await settle();
    expect(started).toEqual(['a', 'b']);
    second.resolve('ok');
    await expect(b).resolves.toBe('ok');
    queue.dispose();
  });

  test('a task that throws at once does not stop the queue', async () => {
    const queue = createSerialQueue();
    await expect(
      queue.run(() => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
    queue.dispose();
  });
});
