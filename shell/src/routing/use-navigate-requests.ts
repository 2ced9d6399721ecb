import { useEffect } from 'react';
import type { NavigateFunction } from './history';
import { bus } from '@storefront/platform';

/** Remotes ask for navigation over the bus ('page:navigate-request'); other hosts get a full page load. */
export function useNavigateRequests(navigate: NavigateFunction): void {
  useEffect(() => {
    const subscription = bus.on('page:navigate-request').subscribe(({ payload }) => {
      let target: URL;
      try {
        target = new URL(payload.url, window.location.href);
      } catch {
        console.warn('Ignored navigation request to an invalid URL', payload.url);
        return;
      }
      if (target.origin !== window.location.origin) {
        window.location.assign(target.href);
        return;
      }
      navigate(`${target.pathname}${target.search}${target.hash}`, { replace: payload.replace ?? false });
    });
    return () => subscription.unsubscribe();
  }, [navigate]);
}
