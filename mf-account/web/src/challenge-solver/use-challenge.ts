import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchChallenge } from '../web-support/account-calls';
import type { AccountEnvironment } from '../web-support/account-environment';
import { solveChallenge } from './solve-challenge';

export type ChallengeStatus = 'none' | 'checking' | 'ready' | 'failed';

export interface Challenge {
  status: ChallengeStatus;
  /** The server answered `needsV2Token`: fetch and solve a challenge now, in the background. */
  require(): void;
  /** The solved token for the next attempt (waiting while it is being solved); undefined when none is needed. */
  takeToken(): Promise<string | undefined>;
}

/**
 * The second-stage challenge of a form (spec 01 §4.7): solved without the shopper doing anything, sent with the next
 * attempt, and used once.
 */
export function useChallenge({ http, digest }: Pick<AccountEnvironment, 'http' | 'digest'>): Challenge {
  const [status, setStatus] = useState<ChallengeStatus>('none');
  const solving = useRef<Promise<string | undefined> | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const require = useCallback(() => {
    if (solving.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setStatus('checking');
    solving.current = fetchChallenge(http)
      .then((challenge) => solveChallenge(challenge, { digest, signal: abort.signal }))
      .then(
        (token) => {
          if (!abort.signal.aborted) setStatus('ready');
          return token;
        },
        (error: unknown) => {
          if (abort.signal.aborted) return undefined;
          console.warn('The login challenge could not be solved', error);
          setStatus('failed');
          solving.current = null;
          return undefined;
        },
      );
  }, [http, digest]);

  const takeToken = useCallback(async () => {
    const pending = solving.current;
    if (!pending) return undefined;
    const token = await pending;
    if (solving.current === pending) {
      solving.current = null;
      setStatus('none');
    }
    return token;
  }, []);

  return { status, require, takeToken };
}
