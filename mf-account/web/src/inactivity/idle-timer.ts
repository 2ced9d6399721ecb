import { interactionEvents } from './inactivity-rules';

export interface IdleTimer {
  /** Starts waiting again from now. */
  restart(): void;
  /** Stops waiting until `restart`; interaction is not watched meanwhile. */
  pause(): void;
  stop(): void;
}

/** Calls `onIdle` once `idleMs` passed without interaction on `target` (the window). */
export function startIdleTimer(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  idleMs: number,
  onIdle: () => void,
): IdleTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  const restart = () => {
    paused = false;
    clearTimeout(timer);
    timer = setTimeout(() => {
      paused = true;
      onIdle();
    }, idleMs);
  };
  const onInteraction = () => {
    if (!paused) restart();
  };
  const options = { passive: true, capture: true };
  for (const name of interactionEvents) target.addEventListener(name, onInteraction, options);
  restart();
  return {
    restart,
    pause() {
      paused = true;
      clearTimeout(timer);
    },
    stop() {
      clearTimeout(timer);
      for (const name of interactionEvents) target.removeEventListener(name, onInteraction, options);
    },
  };
}
