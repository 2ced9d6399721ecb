/** Open state of the desktop flyout: which top item is open, which level-3 lists are expanded. */
export interface FlyoutState {
  openTop: number | null;
  /** Keys of expanded level-3 items (showing level 4), innermost last. */
  expanded: string[];
  /** Keys of level-2 items whose 'show more' is open. */
  showingMore: string[];
}

export type FlyoutFocus = { kind: 'top'; index: number } | { kind: 'toggle'; key: string } | { kind: 'none' };

export const closedFlyout: FlyoutState = { openTop: null, expanded: [], showingMore: [] };

const toggle = (keys: string[], key: string) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]);

export const toggleTop = (state: FlyoutState, index: number): FlyoutState =>
  state.openTop === index ? closedFlyout : { ...closedFlyout, openTop: index };

export const toggleExpanded = (state: FlyoutState, key: string): FlyoutState => ({ ...state, expanded: toggle(state.expanded, key) });

export const toggleShowMore = (state: FlyoutState, key: string): FlyoutState => ({ ...state, showingMore: toggle(state.showingMore, key) });

/**
 * Escape goes up one level: inside an expanded level-3 list it collapses that list and
 * focuses its toggle; elsewhere in the open panel it closes the panel and focuses the top item;
 * with nothing open the menu is already closed.
 */
export function escapeFlyout(state: FlyoutState, focusedExpandedKey: string | null): { state: FlyoutState; focus: FlyoutFocus } {
  if (focusedExpandedKey && state.expanded.includes(focusedExpandedKey)) {
    return { state: { ...state, expanded: state.expanded.filter((k) => k !== focusedExpandedKey) }, focus: { kind: 'toggle', key: focusedExpandedKey } };
  }
  if (state.openTop !== null) return { state: closedFlyout, focus: { kind: 'top', index: state.openTop } };
  return { state, focus: { kind: 'none' } };
}

/** Arrow keys move within a row or list and wrap; Home and End jump to the ends. */
export function movedIndex(current: number, count: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
