import { Button, usePhrase } from '@storefront/platform';
import './page-load-failure.css';

export interface PageLoadFailureProps {
  onRetry: () => unknown;
}

/** A page that failed to load: /Errors/PageLoad with Retry; offline: /Errors/Offline without a button. */
export function PageLoadFailure({ onRetry }: PageLoadFailureProps) {
  const t = usePhrase();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <div className="s_PageLoadFailure" role="alert">
      <p className="s_PageLoadFailure__text">{t(offline ? '/Errors/Offline' : '/Errors/PageLoad')}</p>
      {!offline && <Button onClick={onRetry}>{t('/Common/Retry')}</Button>}
    </div>
  );
}
