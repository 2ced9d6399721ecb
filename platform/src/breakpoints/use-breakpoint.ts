import { useSyncExternalStore } from 'react';
import { useHydrated } from '../react/use-hydrated';
import { breakpointFor, widestFirst, type Breakpoint } from './breakpoints';

type WidthQuery = readonly [Breakpoint, MediaQueryList];

/**
 * One media query per breakpoint, made once. Their `matches` needs no layout, where reading `window.innerWidth` makes
 * the browser lay out a changed page at once: during hydration, every component that asked for the breakpoint cost a
 * layout of the whole page.
 */
let widthQueries: readonly WidthQuery[] | null = null;

/** Null where the window has no matchMedia (jsdom): then the width is read. */
function queries(): readonly WidthQuery[] | null {
  if (typeof window.matchMedia !== 'function') return null;
  widthQueries ??= widestFirst.map(([breakpoint, minWidth]) => [breakpoint, window.matchMedia(`(min-width: ${minWidth}px)`)] as const);
  return widthQueries;
}

function subscribe(onChange: () => void): () => void {
  const lists = queries();
  if (!lists) {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  // A list tells a change only when the width crosses its breakpoint: a resize within one costs nothing.
  for (const [, list] of lists) list.addEventListener('change', onChange);
  return () => {
    for (const [, list] of lists) list.removeEventListener('change', onChange);
  };
}

function currentBreakpoint(): Breakpoint {
  const lists = queries();
  if (!lists) return breakpointFor(window.innerWidth);
  return lists.find(([, list]) => list.matches)?.[0] ?? 'Init';
}

/** What the server renders by: it does not know the width. */
const unknownBreakpoint = (): Breakpoint => 'Init';

/**
 * The breakpoint of the window's current width (the width CSS media queries see); re-renders only when it changes.
 *
 * While a HydrationBoundary hydrates, it is what the server rendered by; the width's comes with the boundary's
 * transition. A store whose snapshot differs from the server's at the end of hydration is corrected by React at once,
 * in one synchronous render of everything that asked: here the header, the menu and the footer.
 */
export function useBreakpoint(): Breakpoint {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? currentBreakpoint : unknownBreakpoint, unknownBreakpoint);
}
