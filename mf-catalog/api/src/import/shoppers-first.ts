import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { RequestHandler } from 'express';

/**
 * The requests this server is answering, so that an import gives way to them between its steps. The embedded
 * database runs in this thread: while an import step runs, nothing else does, not even reading a new request. A page
 * is several queries, and an import step started between two of them makes the page wait for all of it. An import
 * that lets the pages under way finish first makes each wait at most for the one step running when it came.
 */
export class ShoppersFirst {
  private answering = 0;
  private lastArrivalAt = -Infinity;
  private waiting: (() => void)[] = [];

  /** Counts every request but `exceptPath`'s (the import's own, which lasts as long as the import). */
  counter(exceptPath: string): RequestHandler {
    return (req, res, next) => {
      if (req.path === exceptPath) return next();
      this.answering++;
      this.lastArrivalAt = performance.now();
      res.once('close', () => {
        this.answering--;
        if (this.answering === 0) this.wake();
      });
      next();
    };
  }

  /**
   * After an import step that took `stepMs`: goes on at once when nobody is being answered and nobody came during the
   * step. Otherwise it rests as long as the step took, so that shoppers have the thread at least half the time, then
   * until the pages under way are answered, twice the step in all at most: under a steady stream of shoppers the import
   * still moves on. Four shoppers leave short gaps with nobody answered: waiting only for such a gap, at ten times the
   * Sephora feed, a product page's median during an import was 122 ms, with the rest 73 ms (36 ms with no import).
   */
  async givenWay(stepMs: number): Promise<void> {
    // Lets the requests that came in during the step be read, so that they are counted.
    await nextTurn();
    const restStarted = performance.now();
    if (this.answering === 0 && restStarted - this.lastArrivalAt > stepMs) return;
    await sleep(stepMs);
    if (this.answering === 0) return;
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((waiter) => waiter !== wake);
        resolve();
      }, Math.max(0, restStarted + 2 * stepMs - performance.now()));
      this.waiting.push(wake);
    });
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }
}
