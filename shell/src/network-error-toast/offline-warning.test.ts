import { offlineWarningQuietMs, readOfflineDismissedAt, rememberOfflineDismissed, shouldShowNetworkError } from './offline-warning';

describe('network error toast rules', () => {
  const now = 1_700_000_000_000;

  it('is never shown for 401', () => {
    expect(shouldShowNetworkError(401, null, now)).toBe(false);
  });

  it('is shown for other errors', () => {
    expect(shouldShowNetworkError(500, null, now)).toBe(true);
    expect(shouldShowNetworkError(0, null, now)).toBe(true);
  });

  it('ignores the offline warning for an hour after it was dismissed', () => {
    expect(shouldShowNetworkError(0, now - offlineWarningQuietMs + 1, now)).toBe(false);
    expect(shouldShowNetworkError(0, now - offlineWarningQuietMs, now)).toBe(true);
    expect(shouldShowNetworkError(503, now - 1000, now)).toBe(true);
  });

  it('remembers the dismissal in storage', () => {
    const items = new Map<string, string>();
    const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
    expect(readOfflineDismissedAt(storage)).toBeNull();
    rememberOfflineDismissed(storage, now);
    expect(readOfflineDismissedAt(storage)).toBe(now);
  });
});
