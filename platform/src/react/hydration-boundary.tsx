import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { HydrationContext } from './use-hydrated';

/**
 * Around the tree of a root that hydrates server HTML: `useHydrated()` below is false until the root has hydrated,
 * then true in a transition, so what renders only on the client (other teams' fragments, the parts for this width)
 * comes in slices the browser can interrupt instead of one long task.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydrationContext.Provider value={hydrated}>{children}</HydrationContext.Provider>;
}
