import { expect, test } from '@playwright/test';
import { storeAccessLock, type StoreAccess } from '../support/store-access';

// The lock two workers share the store by (support/store-access.ts), on its own: no store, no browser.

/** Asks for `access` and records when it is granted. */
function ask(lock: ReturnType<typeof storeAccessLock>, granted: string[], name: string, access: StoreAccess) {
  return lock.acquire(access).then((release) => {
    granted.push(name);
    return release;
  });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('shared tests run together; an exclusive one waits for them, and the shared ones after it wait for it', async () => {
  const lock = storeAccessLock();
  const granted: string[] = [];
  const first = ask(lock, granted, 'first', 'shared');
  const second = ask(lock, granted, 'second', 'shared');
  await settled();
  expect(granted).toEqual(['first', 'second']);

  const alone = ask(lock, granted, 'alone', 'exclusive');
  const later = ask(lock, granted, 'later', 'shared');
  await settled();
  expect(granted).toEqual(['first', 'second']);

  (await first)();
  await settled();
  expect(granted).toEqual(['first', 'second']);
  (await second)();
  await settled();
  expect(granted).toEqual(['first', 'second', 'alone']);

  const releaseAlone = await alone;
  releaseAlone();
  releaseAlone();
  await settled();
  expect(granted).toEqual(['first', 'second', 'alone', 'later']);
  // A second release of the exclusive test changed nothing: another exclusive test still waits for 'later'.
  const next = ask(lock, granted, 'next', 'exclusive');
  await settled();
  expect(granted).toHaveLength(4);
  (await later)();
  await next;
  expect(granted.at(-1)).toBe('next');
});
