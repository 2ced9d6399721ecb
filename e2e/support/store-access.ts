/**
 * Who may use the e2e store at a time, as two Playwright workers share it: any number of tests at once ('shared'),
 * or a test alone ('exclusive') when it kills, crashes or deploys a team server, which the other worker's test would
 * otherwise meet halfway. A waiting exclusive test goes before shared tests that come after it, so it is not starved.
 */
export type StoreAccess = 'shared' | 'exclusive';

interface Waiting {
  access: StoreAccess;
  grant: () => void;
}

export interface StoreAccessLock {
  /** Resolves once `access` is granted, with the release to call when the test is done. */
  acquire(access: StoreAccess): Promise<() => void>;
}

export function storeAccessLock(): StoreAccessLock {
  let shared = 0;
  let exclusive = false;
  const queue: Waiting[] = [];

  const mayStart = (access: StoreAccess) => (access === 'shared' ? !exclusive : !exclusive && shared === 0);

  function grantWaiting(): void {
    while (queue.length > 0 && mayStart(queue[0]!.access)) queue.shift()!.grant();
  }

  function take(access: StoreAccess): () => void {
    if (access === 'shared') shared += 1;
    else exclusive = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (access === 'shared') shared -= 1;
      else exclusive = false;
      grantWaiting();
    };
  }

  return {
    acquire: (access) =>
      new Promise((resolve) => {
        // In order: a shared test that arrives while an exclusive one waits goes after it.
        if (queue.length === 0 && mayStart(access)) return resolve(take(access));
        queue.push({ access, grant: () => resolve(take(access)) });
      }),
  };
}
