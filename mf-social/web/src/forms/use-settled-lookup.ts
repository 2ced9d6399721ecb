import { useEffect, useState } from 'react';
import { useSettledValue } from './use-settled-value';

/**
 * What `ask` answers for `text` once typing has paused `delayMs` (an empty text asks nothing): `asked` is that text,
 * `found` the answer to it and `failed` whether it failed; an answer to an earlier text that comes late is dropped.
 * `ask` must keep its identity between renders (useCallback).
 */
export function useSettledLookup<T>(text: string, delayMs: number, ask: (text: string) => Promise<T>): { asked: string; found: T | null; failed: boolean } {
  const asked = useSettledValue(text, delayMs);
  const [answer, setAnswer] = useState<{ for: string; found: T | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!asked) return;
    let current = true;
    ask(asked).then(
      (found) => current && setAnswer({ for: asked, found, failed: false }),
      () => current && setAnswer({ for: asked, found: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [asked, ask]);
  const own = answer?.for === asked ? answer : null;
  return { asked, found: own?.found ?? null, failed: own?.failed ?? false };
}
