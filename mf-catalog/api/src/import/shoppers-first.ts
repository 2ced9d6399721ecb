import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RequestHandler } from 'express';

/**
 * The requests this server is answering, so that an import gives way to them between its steps. The embedded
 * database runs in this thread: while an import step runs, nothing else does, not even reading a new request. A page
 * is several queries, and an import step started between two of them makes the page wait for all of it. An import
 * that lets the pages under way finish first makes each wait at most for the one step running when it came.
 */
export class ShoppersFirst {
  private answering = 0;
  private waiting: (() => void)[] = [];

  /** Counts every request but `exceptPath`'s (the import's own, which lasts as long as the import). */
  counter(exceptPath: string): RequestHandler {
    return (req, res, next) => {
      if (req.path === exceptPath) return next();
      this.answering++;
      res.once('close', () => {
        this.answering--;
        if (this.answering === 0) this.wake();
      });
      next();
    };
  }

  /**
   * Resolves once no request is being answered, or after `maxWaitMs`: under a steady stream of shoppers the import
   * still moves on. It first lets the requests that came in during the step be read, so that they are counted.
   */
  async givenWay(maxWaitMs: number): Promise<void> {
    await nextTurn();
    if (this.answering === 0) return;
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((waiter) => waiter !== wake);
        resolve();
      }, maxWaitMs);
      this.waiting.push(wake);
    });
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }
}
