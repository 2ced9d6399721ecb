import { createContext, useContext, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Given by a root that hydrates server HTML (`HydrationBoundary`): false while it hydrates, true once it has. Without
 * it, React itself tells: the server snapshot while hydrating, the client's after.
 */
export const HydrationContext = createContext<boolean | null>(null);

/**
 * False on the server and while the client hydrates server HTML; true on every render after that and on a client
 * render that hydrates nothing. What differs between server and client (another team's fragment, a reading of the
 * window) renders only once this is true, so hydration meets exactly the markup the server sent.
 *
 * Under a HydrationBoundary both snapshots are the boundary's value: React sees no difference to correct at once
 * (a synchronous render of everything that asked, in one long task), and the switch to true comes as a transition.
 */
export function useHydrated(): boolean {
  const given = useContext(HydrationContext);
  return useSyncExternalStore(
    noSubscription,
    () => given ?? true,
    () => given ?? false,
  );
}
