import { useEffect, useRef } from 'react';

/**
 * Calls `poll` every `everyMs` while the page is shown (document.visibilityState), and at once when it is shown again;
 * not while it is hidden, nor after unmounting. A call still on its way is not asked again; a failed one is simply
 * asked again next time.
 */
export function usePollingWhileVisible(everyMs: number, poll: () => Promise<unknown>): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  }, [poll]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let asking = false;
    const asked = () => {
      asking = false;
    };
    const ask = () => {
      if (asking) return;
      asking = true;
      latest.current().then(asked, asked);
    };
    const isVisible = () => document.visibilityState === 'visible';
    const start = () => {
      if (isVisible()) timer = setInterval(ask, everyMs);
    };
    const onVisibilityChange = () => {
      clearInterval(timer);
      if (isVisible()) ask();
      start();
    };
    start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [everyMs]);
}
