import { useEffect, useState } from 'react';
import { bus, Toast, usePhrase, type EventMap } from '@storefront/platform';
import { isOfflineError, readOfflineDismissedAt, rememberOfflineDismissed, shouldShowNetworkError } from './offline-warning';

type NetworkError = EventMap['network:error'];

const localStorageOrNull = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** 'network:error' events show a toast with Retry and Ok; it hides after 4 s or 75 px of scrolling. */
export function NetworkErrorToast({ onRetryPage }: { onRetryPage: () => void }) {
  const t = usePhrase();
  const [error, setError] = useState<NetworkError | null>(null);

  useEffect(() => {
    const subscription = bus.on('network:error').subscribe(({ payload }) => {
      if (shouldShowNetworkError(payload.status, readOfflineDismissedAt(localStorageOrNull()), Date.now())) setError(payload);
    });
    return () => subscription.unsubscribe();
  }, []);

  const offline = error !== null && isOfflineError(error.status);
  return (
    <Toast
      isOpen={error !== null}
      message={t(offline ? '/Errors/Offline' : '/Shell/NetworkError')}
      onClose={() => setError(null)}
      actions={[
        { label: t('/Common/Retry'), onClick: () => (error?.retry ? error.retry() : onRetryPage()) },
        {
          label: t('/Common/Ok'),
          onClick: () => {
            if (offline) rememberOfflineDismissed(localStorageOrNull(), Date.now());
          },
        },
      ]}
    />
  );
}
