import { unregisterServiceWorkers } from './service-workers';

/** Second render error: nothing cached may survive (Cache Storage, session copies, service workers). */
export async function clearCachesAndServiceWorkers(): Promise<void> {
  const tasks: Promise<unknown>[] = [unregisterServiceWorkers()];
  if (typeof caches !== 'undefined') {
    tasks.push(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))));
  }
  try {
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable; there is then nothing in it to clear.
  }
  await Promise.allSettled(tasks);
}
