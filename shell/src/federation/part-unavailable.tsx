import { useContext } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import { RemoteRetryContext } from './remote-retry-context';
import './part-unavailable.css';

/** Stands in for a page or slot whose remote module could not be loaded or rendered. */
export function PartUnavailable() {
  const t = usePhrase();
  const retry = useContext(RemoteRetryContext);
  return (
    <div className="s_PartUnavailable" role="alert">
      <p className="s_PartUnavailable__text">{t('/Shell/PartUnavailable')}</p>
      {retry && (
        <Button variant="secondary" onClick={retry}>
          {t('/Common/Retry')}
        </Button>
      )}
    </div>
  );
}
