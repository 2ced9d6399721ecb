import type { MenuItem } from '@storefront/platform';

export type MobileMenuTab = 'categories' | 'pages' | 'languages';

/** The drawer's tab and the drill-down path (child indexes) within it. */
export interface MobileMenuState {
  tab: MobileMenuTab;
  path: number[];
}

export const initialMobileMenu: MobileMenuState = { tab: 'categories', path: [] };

/** Tapping the active tab while deeper goes back one level; another tab starts at its top. */
export function selectTab(state: MobileMenuState, tab: MobileMenuTab): MobileMenuState {
  if (tab === state.tab) return state.path.length > 0 ? { ...state, path: state.path.slice(0, -1) } : state;
  return { tab, path: [] };
}

export const drillDown = (state: MobileMenuState, index: number): MobileMenuState => ({ ...state, path: [...state.path, index] });

export const goBack = (state: MobileMenuState): MobileMenuState => ({ ...state, path: state.path.slice(0, -1) });

/** The items the drawer lists at `path`, and the item whose children they are (null at the top). */
export function levelAt(items: readonly MenuItem[], path: readonly number[]): { parent: MenuItem | null; items: readonly MenuItem[] } {
  let parent: MenuItem | null = null;
  let level = items;
  for (const index of path) {
    const next = level[index];
    if (!next) break;
    parent = next;
    level = next.children;
  }
  return { parent, items: level };
}
