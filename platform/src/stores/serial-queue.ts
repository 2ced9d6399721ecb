const ignore = () => undefined;

/**
 * Runs tasks one after another, each once the one before has settled (failed or not), so the server's answers apply
 * in the order the shopper made the changes. Each task's own promise still fails when it fails.
 */
export function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const result = tail.then(task);
    tail = result.catch(ignore);
    return result;
  };
}
