import { useEffect } from 'react';
import type { NavigateFunction } from './history';
import { actualUrl$ } from './actual-url';
import type { NavigationState } from './navigation-state';

/** The server's actual URL replaces the address shown (history.replaceState through the router). */
export function useActualUrl(navigate: NavigateFunction): void {
  useEffect(() => {
    const subscription = actualUrl$.subscribe((url) => {
      const state: NavigationState = { pageAlreadyLoaded: true };
      navigate(`${url}${window.location.hash}`, { replace: true, state });
    });
    return () => subscription.unsubscribe();
  }, [navigate]);
}
