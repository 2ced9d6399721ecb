import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the client hydrates server HTML; true on every render after that and on a client
 * render that hydrates nothing. What differs between server and client (another team's fragment, a reading of the
 * window) renders only once this is true, so hydration meets exactly the markup the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
