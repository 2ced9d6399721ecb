/** What the shell keeps in history entries it creates. */
export interface NavigationState {
  /** The clicked link's identifier (`data-link-id`), sent as `_lid`. */
  linkId?: string | null;
  /** The address was replaced with the server's actual URL: the page on screen is already this one. */
  pageAlreadyLoaded?: boolean;
}

export const navigationStateOf = (state: unknown): NavigationState =>
  typeof state === 'object' && state !== null ? (state as NavigationState) : {};
