import { Subject, concatMap } from 'rxjs';

/** Runs tasks one after another: each starts when the one before it has settled, whatever its outcome. */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  dispose(): void;
}

export function createSerialQueue(): SerialQueue {
  const tasks = new Subject<() => Promise<void>>();
  const subscription = tasks.pipe(concatMap((task) => task())).subscribe();
  return {
    run<T>(task: () => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        tasks.next(async () => {
          try {
            resolve(await task());
          } catch (error) {
            reject(error);
          }
        });
      });
    },
    dispose() {
      subscription.unsubscribe();
      tasks.complete();
    },
  };
}
