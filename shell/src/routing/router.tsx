import { createContext, startTransition, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Location, NavigateFunction, NavigationType, ShellHistory } from './history';

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The shell router hooks need a ShellRouter');
  return router;
}

/** The address the shell shows, from its history; a change renders as a transition, so the page on screen stays meanwhile. */
export function ShellRouter({ history, children }: { history: ShellHistory; children: ReactNode }) {
  const [shown, setShown] = useState(() => ({ location: history.location, navigationType: history.action }));
  useLayoutEffect(
    () => history.listen(() => startTransition(() => setShown({ location: history.location, navigationType: history.action }))),
    [history],
  );
  const router = useMemo(() => ({ ...shown, navigate: history.navigate }), [shown, history]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().navigationType;
export const useNavigate = (): NavigateFunction => useRouter().navigate;
