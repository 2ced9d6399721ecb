import { useEffect, useRef, useState, type RefObject } from 'react';
import { initialHeaderScrollState, nextHeaderScrollState } from './header-visibility';

/** True while the mobile header should be hidden; always false when `enabled` is false (desktop). */
export function useHeaderHidden(header: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const state = useRef(initialHeaderScrollState);

  useEffect(() => {
    if (!enabled) {
      state.current = initialHeaderScrollState;
      setHidden(false);
      return;
    }
    const onScroll = () => {
      state.current = nextHeaderScrollState(state.current, {
        y: window.scrollY,
        headerHeight: header.current?.offsetHeight ?? 0,
        screenHeight: window.innerHeight,
      });
      setHidden(state.current.hidden);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, header]);

  return hidden;
}
