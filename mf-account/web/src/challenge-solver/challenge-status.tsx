import { usePhrase } from '@storefront/platform';
import type { Challenge, ChallengeStatus as Status } from './use-challenge';
import './challenge-status.css';

const texts: Record<Status, string | null> = {
  none: null,
  checking: '/AccountBox/Challenge/Checking',
  ready: '/AccountBox/Challenge/Done',
  failed: '/AccountBox/Challenge/Failed',
};

/**
 * Says, visibly and to screen readers, that the browser is being checked before the next attempt, and that a hard
 * check (many failed attempts on the account) may take up to a minute.
 */
export function ChallengeStatus({ challenge: { status, slow } }: { challenge: Pick<Challenge, 'status' | 'slow'> }) {
  const t = usePhrase();
  const text = status === 'checking' && slow ? '/AccountBox/Challenge/CheckingLong' : texts[status];
  return (
    <p className="a_ChallengeStatus" role="status" data-status={status}>
      {status === 'checking' && <span className="a_ChallengeStatus__spinner" aria-hidden="true" />}
      {text && t(text)}
    </p>
  );
}
