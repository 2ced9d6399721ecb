import { mergeChanges, type CheckoutChange } from './checkout-changes';

/** Why the changes did not reach the server. `willSendAgain`: they are still queued, for the next change or `retry`. */
export interface UpdateFailure {
  error: unknown;
  willSendAgain: boolean;
}

export interface UpdateQueueOptions<Answer> {
  send(changes: CheckoutChange): Promise<Answer>;
  /** The server accepted the changes it was sent. */
  onAnswer(answer: Answer): void;
  /** Something the view depends on changed: pending changes, failure. */
  onUpdate(): void;
  /** Changes within this time go in one request. */
  batchDelayMs: number;
  /** A failed update is retried up to 3 times; one wait per retry. */
  retryDelaysMs: readonly number[];
  /** Failures worth another try (network, server errors); others drop the changes that were refused. */
  isRetryable(error: unknown): boolean;
}

export interface UpdateQueue {
  /** Queues a change; resolves when the server has accepted it, rejects when it failed for good. */
  add(change: CheckoutChange): Promise<void>;
  /** Everything not yet accepted, sent or waiting, merged into one change. */
  pending(): CheckoutChange | null;
  isBusy(): boolean;
  failure(): UpdateFailure | null;
  /** Sends what a failure left queued. */
  retry(): void;
  /** Sends what is queued now, and resolves when nothing is on its way (failed changes are left queued). */
  settled(): Promise<void>;
  dispose(): void;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

const ignore = () => undefined;

/** Changes queued, merged and sent together, one request at a time; a failed request is retried. */
export function createUpdateQueue<Answer>(options: UpdateQueueOptions<Answer>): UpdateQueue {
  let queued: CheckoutChange | null = null;
  let queuedWaiters: Waiter[] = [];
  let inFlight: CheckoutChange | null = null;
  let inFlightWaiters: Waiter[] = [];
  let retriesDone = 0;
  let failure: UpdateFailure | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleWaiters: (() => void)[] = [];
  let disposed = false;

  const isIdle = () => inFlight === null && timer === undefined;

  function notifyIdle(): void {
    if (!isIdle()) return;
    const waiting = idleWaiters;
    idleWaiters = [];
    waiting.forEach((resolve) => resolve());
  }

  function schedule(delayMs: number): void {
    if (disposed || inFlight || timer !== undefined || !queued) return;
    timer = setTimeout(() => {
      timer = undefined;
      void send();
    }, delayMs);
  }

  function sendNow(): void {
    clearTimeout(timer);
    timer = undefined;
    void send();
  }

  /** The request failed: its changes go back in front of what was queued meanwhile. */
  function requeueInFlight(): void {
    queued = mergeChanges(inFlight, queued);
    queuedWaiters = [...inFlightWaiters, ...queuedWaiters];
    inFlight = null;
    inFlightWaiters = [];
  }

  function failForGood(error: unknown, willSendAgain: boolean): void {
    const refused = willSendAgain ? [...inFlightWaiters, ...queuedWaiters] : inFlightWaiters;
    if (willSendAgain) {
      requeueInFlight();
      queuedWaiters = [];
    } else {
      inFlight = null;
      inFlightWaiters = [];
    }
    retriesDone = 0;
    failure = { error, willSendAgain };
    refused.forEach((waiter) => waiter.reject(error));
  }

  async function send(): Promise<void> {
    if (disposed || inFlight || !queued) return notifyIdle();
    inFlight = queued;
    inFlightWaiters = queuedWaiters;
    queued = null;
    queuedWaiters = [];
    options.onUpdate();
    let answer: Answer;
    try {
      answer = await options.send(inFlight);
    } catch (error) {
      if (disposed) return;
      const retryDelay = options.retryDelaysMs[retriesDone];
      if (options.isRetryable(error) && retryDelay !== undefined) {
        retriesDone += 1;
        requeueInFlight();
        options.onUpdate();
        schedule(retryDelay);
        return;
      }
      failForGood(error, options.isRetryable(error));
      options.onUpdate();
      if (!failure?.willSendAgain) schedule(options.batchDelayMs);
      return notifyIdle();
    }
    if (disposed) return;
    const accepted = inFlightWaiters;
    inFlight = null;
    inFlightWaiters = [];
    retriesDone = 0;
    options.onAnswer(answer);
    options.onUpdate();
    accepted.forEach((waiter) => waiter.resolve());
    schedule(options.batchDelayMs);
    notifyIdle();
  }

  return {
    add(change) {
      const accepted = new Promise<void>((resolve, reject) => {
        queued = mergeChanges(queued, change);
        queuedWaiters.push({ resolve, reject });
      });
      accepted.catch(ignore);
      failure = null;
      options.onUpdate();
      schedule(options.batchDelayMs);
      return accepted;
    },
    pending: () => mergeChanges(inFlight, queued),
    isBusy: () => inFlight !== null || queued !== null,
    failure: () => failure,
    retry() {
      if (!queued || inFlight) return;
      failure = null;
      options.onUpdate();
      sendNow();
    },
    settled() {
      if (queued && !inFlight && !failure) sendNow();
      if (isIdle()) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      timer = undefined;
      notifyIdle();
    },
  };
}
