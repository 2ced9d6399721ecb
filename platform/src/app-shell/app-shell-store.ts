import { BehaviorSubject } from 'rxjs';
import type { AppShellData } from './types';

/** App shell data: the shell sets it, remotes read it. */
export interface AppShellStore {
  readonly data$: BehaviorSubject<AppShellData | null>;
  set(data: AppShellData): void;
  get(): AppShellData | null;
}

export function createAppShellStore(initial: AppShellData | null = null): AppShellStore {
  const data$ = new BehaviorSubject<AppShellData | null>(initial);
  return {
    data$,
    set: (data) => data$.next(data),
    get: () => data$.getValue(),
  };
}

export const appShell: AppShellStore = createAppShellStore();
