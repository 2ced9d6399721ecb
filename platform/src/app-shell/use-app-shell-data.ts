import { useSyncExternalStore } from 'react';
import { appShell } from './app-shell-store';
import type { AppShellData } from './types';

function subscribe(onChange: () => void): () => void {
  const subscription = appShell.data$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** The current app shell data; null until the shell has loaded it. */
export function useAppShellData(): AppShellData | null {
  return useSyncExternalStore(subscribe, appShell.get, appShell.get);
}
