import type { Logger } from 'pino';

/** While the receiver stays unreachable, the warning is repeated this often rather than every round. */
export const warnAgainAfterMs = 60_000;

export interface PeriodicPublisherOptions {
  /**
   * Sends one batch of what the receiver has not had yet and resolves to how many it sent; rejects when the receiver
   * did not take it, leaving it for the next round.
   */
  publishBatch(): Promise<number>;
  /** A batch this full means more may be waiting: the round goes on with the next batch. */
  batchSize: number;
  intervalMs: number;
  logger: Logger;
  /** Warned when a round fails: on the first failure, then at most every `warnAgainAfterMs` while it keeps failing. */
  failedMessage: string;
  /** Logged (info, with how many went) by the first round that succeeds after a failure. */
  recoveredMessage: string;
  now?: () => number;
}

export interface PeriodicPublisher {
  /** Publishes now rather than at the next tick; never throws. */
  nudge(): void;
  /** Stops the timer and waits for a publication under way. */
  stop(): Promise<void>;
}

/**
 * Publishes on start, then every `intervalMs`, and when nudged; the timer never keeps the process alive. A round sends
 * batch after batch until one is not full. Rounds never overlap: a tick or nudge during a round makes one more round
 * right after it. A failing or slow receiver only leaves the rest for the next round, with a warning.
 */
export function startPeriodicPublisher(options: PeriodicPublisherOptions): PeriodicPublisher {
  const { publishBatch, batchSize, intervalMs, logger, failedMessage, recoveredMessage, now = Date.now } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let failingSince: number | null = null;
  let warnedAt = 0;

  async function publishAll(): Promise<void> {
    let sent = 0;
    for (;;) {
      const count = await publishBatch();
      sent += count;
      if (count < batchSize || stopped) break;
    }
    if (failingSince !== null) logger.info({ sent }, recoveredMessage);
    failingSince = null;
  }

  function failed(error: unknown): void {
    const at = now();
    if (failingSince === null || at - warnedAt >= warnAgainAfterMs) {
      logger.warn({ err: (error as Error).message, failingForMs: failingSince === null ? 0 : at - failingSince }, failedMessage);
      warnedAt = at;
    }
    failingSince ??= at;
  }

  function publish(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = publishAll()
      .catch(failed)
      .finally(() => {
        running = null;
        if (again) publish();
      });
  }

  publish();
  const timer = setInterval(publish, intervalMs);
  timer.unref();
  return {
    nudge: publish,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
