/** What a log line is written with: pino's logger, or a test's stand-in. */
export interface WarnLogger {
  warn(details: object, message: string): void;
}

/**
 * A warning that repeats for every request while a team is down would flood the log: this one is written at most
 * once per interval, saying how many like it were left out since the last one.
 */
export function oncePerInterval(intervalMs: number, now: () => number = Date.now) {
  let lastLoggedAt = -Infinity;
  let leftOut = 0;
  return (logger: WarnLogger | undefined, details: Record<string, unknown>, message: string): void => {
    const at = now();
    if (at - lastLoggedAt < intervalMs) {
      leftOut++;
      return;
    }
    logger?.warn({ ...details, ...(leftOut > 0 ? { leftOutSinceLast: leftOut } : {}) }, message);
    lastLoggedAt = at;
    leftOut = 0;
  };
}
