import { useEffect } from 'react';
import { useObservable } from '@storefront/platform';
import type { Observable } from 'rxjs';

/** A store of the page's state that follows app shell data and other tabs while something is connected. */
export interface ConnectedStore<State> {
  readonly state$: Observable<State>;
  getState(): State;
  /** Follows until the returned function is called. */
  connect(): () => void;
}

/** The store's state; the store stays connected while the component using it is mounted. */
export function useStoreState<State>(store: ConnectedStore<State>): State {
  useEffect(() => store.connect(), [store]);
  return useObservable(store.state$, store.getState());
}
