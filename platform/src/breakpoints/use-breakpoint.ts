import { useSyncExternalStore } from 'react';
import { breakpointFor, type Breakpoint } from './breakpoints';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const currentBreakpoint = (): Breakpoint => breakpointFor(window.innerWidth);
const serverBreakpoint = (): Breakpoint => 'Init';

/** The breakpoint of the window's current width; re-renders only when it changes. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, currentBreakpoint, serverBreakpoint);
}
