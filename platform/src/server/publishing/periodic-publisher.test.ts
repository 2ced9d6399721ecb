import pino from 'pino';
import { startPeriodicPublisher, warnAgainAfterMs, type PeriodicPublisher, type PeriodicPublisherOptions } from './periodic-publisher';

const hour = 3_600_000;
const silent = pino({ level: 'silent' });
/** Lets every promise callback that is ready run (the publisher's rounds are promise chains). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A publishBatch whose batches each wait until the test ends them; also records how many ran at once. */
function heldBatches() {
  const pending: { end(count: number): void; fail(error: Error): void }[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const publishBatch = jest.fn(
    () =>
      new Promise<number>((resolve, reject) => {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        const done = () => (inFlight -= 1);
        pending.push({ end: (count) => (done(), resolve(count)), fail: (error) => (done(), reject(error)) });
      }),
  );
  return { publishBatch, next: () => pending.shift()!, mostAtOnce: () => mostAtOnce };
}

function logged() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

describe('the periodic publisher', () => {
  let publisher: PeriodicPublisher | undefined;
  const start = (options: Partial<PeriodicPublisherOptions> & Pick<PeriodicPublisherOptions, 'publishBatch'>) => {
    publisher = startPeriodicPublisher({
      batchSize: 10,
      intervalMs: hour,
      logger: silent,
      failedMessage: 'things not published; retrying',
      recoveredMessage: 'the receiver takes things again',
      ...options,
    });
    return publisher;
  };
  afterEach(async () => {
    await publisher?.stop();
    publisher = undefined;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  test('publishes on start, batch after batch while they come back full, until one is not', async () => {
    const publishBatch = jest.fn<Promise<number>, []>().mockResolvedValueOnce(10).mockResolvedValueOnce(10).mockResolvedValueOnce(3).mockResolvedValue(0);
    start({ publishBatch });
    await settle();
    expect(publishBatch).toHaveBeenCalledTimes(3);
    await settle();
    expect(publishBatch).toHaveBeenCalledTimes(3);
  });

  test('ticks every intervalMs, on a timer that does not keep the process alive', async () => {
    jest.useFakeTimers();
    const setIntervalSpy = jest.spyOn(globalThis, 'setInterval');
    const publishBatch = jest.fn<Promise<number>, []>().mockResolvedValue(0);
    start({ publishBatch, intervalMs: 1_000 });
    expect(publishBatch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(publishBatch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(publishBatch).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(publishBatch).toHaveBeenCalledTimes(4);
    expect((setIntervalSpy.mock.results[0]!.value as NodeJS.Timeout).hasRef()).toBe(false);
  });

  test('a nudge during a round never overlaps it: however many, they make one more round right after', async () => {
    const batches = heldBatches();
    const { nudge } = start({ publishBatch: batches.publishBatch });
    expect(batches.publishBatch).toHaveBeenCalledTimes(1);
    nudge();
    nudge();
    nudge();
    await settle();
    expect(batches.publishBatch).toHaveBeenCalledTimes(1);
    batches.next().end(0);
    await settle();
    expect(batches.publishBatch).toHaveBeenCalledTimes(2);
    batches.next().end(0);
    await settle();
    expect(batches.publishBatch).toHaveBeenCalledTimes(2);
    expect(batches.mostAtOnce()).toBe(1);
  });

  test('a tick during a slow round does not overlap it either', async () => {
    jest.useFakeTimers();
    const batches = heldBatches();
    const { stop } = start({ publishBatch: batches.publishBatch, intervalMs: 5 });
    await jest.advanceTimersByTimeAsync(30);
    expect(batches.publishBatch).toHaveBeenCalledTimes(1);
    batches.next().end(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(batches.publishBatch).toHaveBeenCalledTimes(2);
    const stopping = stop();
    batches.next().end(0);
    await stopping;
    expect(batches.mostAtOnce()).toBe(1);
  });

  test('stop waits for the round under way, ends its batches early, and nothing runs after it', async () => {
    const batches = heldBatches();
    const { nudge, stop } = start({ publishBatch: batches.publishBatch, intervalMs: 5 });
    nudge(); // would make another round after this one
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    batches.next().end(10); // a full batch: more may be waiting, but the publisher is stopping
    await stopping;
    nudge();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(batches.publishBatch).toHaveBeenCalledTimes(1);
  });

  test('a failing receiver is a warning, repeated only now and then, and its return is told once', async () => {
    const { logger, lines } = logged();
    let clock = 1_000;
    const batches = heldBatches();
    const { nudge } = start({ publishBatch: batches.publishBatch, logger, now: () => clock });
    const round = async (outcome: number | Error) => {
      const batch = batches.next();
      if (typeof outcome === 'number') batch.end(outcome);
      else batch.fail(outcome);
      await settle();
    };
    const warning = (failingForMs: number) =>
      expect.objectContaining({ level: 40, msg: 'things not published; retrying', err: 'receiver down', failingForMs });

    await round(new Error('receiver down'));
    expect(lines).toEqual([warning(0)]);
    clock += 1_000;
    nudge();
    await round(new Error('receiver down'));
    expect(lines).toHaveLength(1);
    clock = 1_000 + warnAgainAfterMs;
    nudge();
    await round(new Error('receiver down'));
    expect(lines).toEqual([warning(0), warning(warnAgainAfterMs)]);

    nudge();
    await round(10);
    await round(4);
    expect(lines.slice(2)).toEqual([expect.objectContaining({ level: 30, msg: 'the receiver takes things again', sent: 14 })]);
    nudge();
    await round(0);
    expect(lines).toHaveLength(3);

    clock += 5_000;
    nudge();
    await round(new Error('receiver down'));
    expect(lines.slice(3)).toEqual([warning(0)]);
  });

  test('nudge never throws, even when a batch throws at once', async () => {
    const { logger, lines } = logged();
    const publishBatch = jest.fn<Promise<number>, []>(() => {
      throw new Error('boom');
    });
    const { nudge } = start({ publishBatch, logger });
    await settle();
    expect(() => nudge()).not.toThrow();
    await settle();
    expect(publishBatch).toHaveBeenCalledTimes(2);
    expect(lines).toEqual([expect.objectContaining({ level: 40, err: 'boom', failingForMs: 0 })]);
  });
});
