import { usePhrase } from '@storefront/platform';
import './remote-loading.css';

/** Shown while a remote part's code is on its way. */
export function RemoteLoading() {
  const t = usePhrase();
  return (
    <div className="s_RemoteLoading" role="status" aria-live="polite">
      <span className="s_RemoteLoading__dot" aria-hidden="true" />
      <span className="p_visually-hidden">{t('/Common/Loading')}</span>
    </div>
  );
}
