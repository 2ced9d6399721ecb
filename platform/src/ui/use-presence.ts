import { useEffect, useState } from 'react';

/** Overlays and dialogs open and close with a 200 ms animation. */
export const overlayAnimationMs = 200;

export type PresenceState = 'open' | 'closing';

/** Keeps a closing element mounted for its close animation; `isMounted` turns false after `durationMs`. */
export function usePresence(isOpen: boolean, durationMs = overlayAnimationMs): { isMounted: boolean; state: PresenceState } {
  const [wasOpen, setWasOpen] = useState(isOpen);
  const [closing, setClosing] = useState(false);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    setClosing(!isOpen);
  }

  useEffect(() => {
    if (!closing) return;
    const done = setTimeout(() => setClosing(false), durationMs);
    return () => clearTimeout(done);
  }, [closing, durationMs]);

  return { isMounted: isOpen || closing, state: isOpen ? 'open' : 'closing' };
}
