import { serialQueue } from './serial-queue';

/** Lets every promise that can settle now settle. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('serialQueue', () => {
  test('starts a task only when the one before it has settled, and passes on each outcome', async () => {
    const run = serialQueue();
    const first = deferred();
    const second = deferred();
    const started: string[] = [];
    const a = run(() => {
      started.push('a');
      return first.promise;
    });
    const b = run(() => {
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
  });

  test('a task that throws at once does not stop the queue', async () => {
    const run = serialQueue();
    await expect(
      run(() => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });

  test('a task given to an idle queue starts at once; one given while another runs waits for it', async () => {
    const run = serialQueue();
    const first = deferred();
    const started: string[] = [];
    void run(() => {
      started.push('a');
      return first.promise;
    });
    expect(started).toEqual(['a']);
    void run(async () => {
      started.push('b');
      return 'b';
    });
    expect(started).toEqual(['a']);
    first.resolve('a');
    await settle();
    expect(started).toEqual(['a', 'b']);
    await settle();
    void run(async () => {
      started.push('c');
      return 'c';
    });
    expect(started).toEqual(['a', 'b', 'c']);
  });
});
