import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { withRetries, type RemoteRetryOptions } from './with-retries';

/** A remote's manifest or entry that fails to load is asked for again a few times before the fallback shows. */
export const remoteLoadRetries = { retriesAfterFirst: 3, baseDelayMs: 300 } as const satisfies RemoteRetryOptions;

async function fetchManifest(url: string, init: RequestInit): Promise<Response> {
  return withRetries(async () => {
    const response = await fetch(url, init);
    // A 4xx will not get better by asking again; 5xx and network errors may.
    if (response.status >= 500) throw new Error(`Manifest ${url} answered ${response.status}`);
    return response;
  }, remoteLoadRetries);
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const retryPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'shell-retry-plugin',
  fetch(url, init) {
    return fetchManifest(url, init);
  },
  loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
    const retried = withRetries(async () => {
      // The failed attempt is still registered as "loading"; without this the retry would wait on itself.
      delete globalLoading[uniqueKey];
      return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
    }, remoteLoadRetries);
    // The runtime's hook type nests the promise; at run time it is awaited like any other.
    return retried as unknown as ReturnType<LoadEntryErrorHook>;
  },
});

export default retryPlugin;
