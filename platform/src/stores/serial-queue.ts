/**
 * Runs tasks one after another, each once the one before has settled (failed or not), so the server's answers apply
 * in the order the shopper made the changes. A task given while none waits or runs starts at once; the next one starts
 * as the one before settles, before whoever waits for that one hears of it. Each task's own promise still fails when
 * it fails.
 */
export function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  const waiting: (() => void)[] = [];
  let running = false;
  const startNext = () => {
    const start = waiting.shift();
    if (start) start();
    else running = false;
  };
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        let settling: Promise<T>;
        try {
          settling = Promise.resolve(task());
        } catch (error) {
          settling = Promise.reject(error);
        }
        settling.then(
          (value) => {
            startNext();
            resolve(value);
          },
          (error: unknown) => {
            startNext();
            reject(error);
          },
        );
      };
      if (running) waiting.push(start);
      else {
        running = true;
        start();
      }
    });
}
