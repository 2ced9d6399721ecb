/** A dismissed offline warning is ignored for 1 hour. */
export const offlineWarningQuietMs = 60 * 60 * 1000;
export const offlineWarningStorageKey = 'shell:offline-warning-dismissed-at';

/** Status 0 means the request never got an answer: the shopper is (probably) offline. */
export const isOfflineError = (status: number): boolean => status === 0;

/** Not shown for 401 (the login box handles it); an offline warning rests an hour after dismissal. */
export function shouldShowNetworkError(status: number, offlineDismissedAt: number | null, now: number): boolean {
  if (status === 401) return false;
  if (isOfflineError(status) && offlineDismissedAt !== null && now - offlineDismissedAt < offlineWarningQuietMs) return false;
  return true;
}

export function readOfflineDismissedAt(storage: Pick<Storage, 'getItem'> | null): number | null {
  try {
    const value = Number(storage?.getItem(offlineWarningStorageKey));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberOfflineDismissed(storage: Pick<Storage, 'setItem'> | null, now: number): void {
  try {
    storage?.setItem(offlineWarningStorageKey, String(now));
  } catch {
    // Without storage the warning may come back sooner; nothing else breaks.
  }
}
