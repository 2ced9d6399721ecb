/**
 * The shell's history: the address bar, one entry per page, and who is told when it changes. What the shell needs of a
 * router and no more (react-router-dom cost 51 KB of brotli JavaScript on every page for it).
 *
 * Entries keep react-router's state shape, `{ usr, key, idx }`: `usr` is the shell's own state, `key` tells entries
 * apart (team Checkout reads it to handle a cart link once per navigation), and entries made before this history
 * took over carry the key 'default'.
 */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the shell put in the entry (`NavigationState`); null for entries it did not make. */
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** `to` is an in-app address: path, query and hash. */
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

export interface ShellHistory {
  /** The same object until the address changes. */
  readonly location: Location;
  readonly action: NavigationType;
  navigate: NavigateFunction;
  /** Called after every change: push, replace, and the browser's back and forward. */
  listen(listener: () => void): () => void;
}

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const entryState = (state: unknown): EntryState => (typeof state === 'object' && state !== null ? (state as EntryState) : {});

const newKey = () => Math.random().toString(36).slice(2, 10);

/** A location from an in-app address, resolved against `base` (only path, query and hash are kept). */
function locationOf(address: string, state: unknown, key: string, base = 'http://localhost'): Location {
  const url = new URL(address, base);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

export function createBrowserHistory(window: Window): ShellHistory {
  const browserHistory = window.history;
  const listeners = new Set<() => void>();
  let action: NavigationType = 'POP';

  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const state = entryState(browserHistory.state);
    return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' };
  };
  // The first entry gets its place in the history, so later entries count from it.
  if (entryState(browserHistory.state).idx === undefined) browserHistory.replaceState({ ...entryState(browserHistory.state), idx: 0 }, '');
  let location = read();

  const changed = (next: NavigationType) => {
    action = next;
    location = read();
    listeners.forEach((listener) => listener());
  };

  const onPopState = () => changed('POP');

  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    navigate(to, { replace = false, state = null } = {}) {
      const idx = (entryState(browserHistory.state).idx ?? 0) + (replace ? 0 : 1);
      const entry: EntryState = { usr: state, key: newKey(), idx };
      const url = new URL(to, window.location.href);
      const address = `${url.pathname}${url.search}${url.hash}`;
      if (replace) browserHistory.replaceState(entry, '', address);
      else browserHistory.pushState(entry, '', address);
      changed(replace ? 'REPLACE' : 'PUSH');
    },
    listen(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
      };
    },
  };
}

/** A history of its own, in memory: for the server's one address and for tests. */
export function createMemoryHistory(address = '/'): ShellHistory {
  const listeners = new Set<() => void>();
  let action: NavigationType = 'POP';
  let location = locationOf(address, null, 'default');
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    navigate(to, { replace = false, state = null } = {}) {
      location = locationOf(to, state, newKey(), `http://localhost${location.pathname}${location.search}`);
      action = replace ? 'REPLACE' : 'PUSH';
      listeners.forEach((listener) => listener());
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
