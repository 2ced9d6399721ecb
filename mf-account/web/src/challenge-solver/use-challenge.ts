import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthenticationChallenge } from '../../../contract/login';
import { fetchChallenge } from '../http/account-calls';
import type { AccountEnvironment } from '../environment/account-environment';
import { solveChallenge } from './solve-challenge';

export type ChallengeStatus = 'none' | 'checking' | 'ready' | 'failed';

/** From this many bits a challenge takes about a second on a fast machine and several on a phone: the box says so. */
export const slowChallengeBits = 20;

export interface Challenge {
  status: ChallengeStatus;
  /** The challenge being solved is a hard one (the account or address had many failures): it may take a while. */
  slow: boolean;
  /**
   * The server answered `needsV2Token`: solve the challenge it gave (or fetch one) now, in the background. A new
   * challenge replaces one still being solved: the server asked for that one now.
   */
  require(given?: AuthenticationChallenge): void;
  /** The solved token for the next attempt (waiting while it is being solved); undefined when none is needed. */
  takeToken(): Promise<string | undefined>;
}

/**
 * The second-stage challenge of a form: solved without the shopper doing anything, sent with the next
 * attempt, and used once.
 */
export function useChallenge({ http }: Pick<AccountEnvironment, 'http'>): Challenge {
  const [status, setStatus] = useState<ChallengeStatus>('none');
  const [slow, setSlow] = useState(false);
  const solving = useRef<Promise<string | undefined> | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const require = useCallback(
    (given?: AuthenticationChallenge) => {
      if (solving.current && !given) return;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setStatus('checking');
      setSlow((given?.difficultyBits ?? 0) >= slowChallengeBits);
      const pending: Promise<string | undefined> = (given ? Promise.resolve(given) : fetchChallenge(http))
        .then((challenge) => {
          if (!abort.signal.aborted) setSlow(challenge.difficultyBits >= slowChallengeBits);
          return solveChallenge(challenge, { signal: abort.signal });
        })
        .then(
          (token) => {
            if (!abort.signal.aborted) setStatus('ready');
            return token;
          },
          (error: unknown) => {
            if (abort.signal.aborted) return undefined;
            console.warn('The login challenge could not be solved', error);
            setStatus('failed');
            if (solving.current === pending) solving.current = null;
            return undefined;
          },
        );
      solving.current = pending;
    },
    [http],
  );

  const takeToken = useCallback(async () => {
    const pending = solving.current;
    if (!pending) return undefined;
    const token = await pending;
    if (solving.current === pending) {
      solving.current = null;
      setStatus('none');
      setSlow(false);
    }
    return token;
  }, []);

  return { status, slow, require, takeToken };
}
