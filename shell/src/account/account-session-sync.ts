import { merge, type Subscription } from 'rxjs';
import type { AppShellStore, Bus } from '@storefront/platform';

export interface AccountSessionSyncOptions {
  bus: Pick<Bus, 'on'>;
  refreshAppShell(): Promise<void>;
  clearPageCache(): void;
}

/**
 * A login or logout changes what every page shows: cached pages of the old session go, and a tab that hears of it
 * from another tab fetches its app shell data again (this tab's own login or logout reloads the document anyway).
 */
export function syncAccountSession({ bus, refreshAppShell, clearPageCache }: AccountSessionSyncOptions): Subscription {
  return merge(bus.on('account:logged-in'), bus.on('account:logged-out')).subscribe((event) => {
    clearPageCache();
    if (event.fromOtherTab) void refreshAppShell();
  });
}

/** A 401 means the session is gone — the user is not logged in any more, whatever the data said. */
export function markLoggedOut(store: Pick<AppShellStore, 'get' | 'set'>): void {
  const data = store.get();
  if (data?.currentUser.isLoggedIn) store.set({ ...data, currentUser: { ...data.currentUser, isLoggedIn: false } });
}
