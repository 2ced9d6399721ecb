import { useObservable, usePhrase } from '@storefront/platform';
import type { BehaviorSubject } from 'rxjs';
import type { LoadingProgressState } from './loading-progress';
import './loading-bar.css';

/** The page loading indicator: appears after 300 ms and fills 0 → 0.33 → 0.67 → 1. */
export function LoadingBar({ progress$ }: { progress$: BehaviorSubject<LoadingProgressState> }) {
  const t = usePhrase();
  const { spinner, progress } = useObservable(progress$, progress$.getValue());
  if (spinner === 'hidden') return null;
  return (
    <div
      className="s_LoadingBar"
      role="progressbar"
      aria-label={t('/Common/Loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
    >
      <div className="s_LoadingBar__fill" style={{ transform: `scaleX(${Math.max(progress, 0.05)})` }} />
    </div>
  );
}
