import { useEffect, useRef } from 'react';
import type { Location } from './history';
import { useLocation } from './router';
import type { PageLoader } from '../page-loading/page-loader';
import { scrollToHash } from '../page-loading/scroll-to-hash';
import { navigationStateOf } from './navigation-state';

/** Every history change (push, pop, replace) loads the page of the new address; a hash-only change just scrolls. */
export function useHistoryPageLoads(pageLoader: PageLoader, onLeave: (location: Location) => void): void {
  const location = useLocation();
  const previous = useRef<Location | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    // The first address is the document's own: its page came preloaded. (Keys cannot tell entries apart:
    // every entry the router did not create, the first one included, has the key 'default'.)
    if (!before || before === location) return;
    onLeave(before);
    const state = navigationStateOf(location.state);
    if (state.pageAlreadyLoaded) return;
    const samePage = before.pathname === location.pathname && before.search === location.search;
    if (samePage && before.hash !== location.hash) {
      scrollToHash(window, location.hash);
      return;
    }
    void pageLoader.load(`${location.pathname}${location.search}`, { linkId: state.linkId ?? null });
  }, [location, pageLoader, onLeave]);
}
