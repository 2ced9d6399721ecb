import { usePhrase } from '@storefront/platform';
import type { ChallengeStatus as Status } from './use-challenge';
import './challenge-status.css';

const texts: Record<Status, string | null> = {
  none: null,
  checking: '/AccountBox/Challenge/Checking',
  ready: '/AccountBox/Challenge/Done',
  failed: '/AccountBox/Challenge/Failed',
};

/** Says, visibly and to screen readers, that the browser is being checked before the next attempt. */
export function ChallengeStatus({ status }: { status: Status }) {
  const t = usePhrase();
  const text = texts[status];
  return (
    <p className="a_ChallengeStatus" role="status" data-status={status}>
      {status === 'checking' && <span className="a_ChallengeStatus__spinner" aria-hidden="true" />}
      {text && t(text)}
    </p>
  );
}
