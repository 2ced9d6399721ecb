/** Progress goes 0, 0.33, 0.67, 1; the indicator shows only after 300 ms. */
export const progressSteps = { started: 0, requestSent: 0.33, responseReceived: 0.67, rendered: 1 } as const;
export const progressDelayMs = 300;
/** How long the full bar stays before it resets (the overlay animation time). */
export const progressCompleteHoldMs = 200;

export type ProgressValue = (typeof progressSteps)[keyof typeof progressSteps];

export interface LoadingProgressState {
  /** hidden: nothing shown; visible: shown, waiting; communicating: shown while the server answers. */
  spinner: 'hidden' | 'visible' | 'communicating';
  progress: ProgressValue;
}

export const idleProgress: LoadingProgressState = { spinner: 'hidden', progress: 0 };

export interface LoadingProgress {
  start(): void;
  advance(step: Exclude<ProgressValue, 0 | 1>): void;
  /** The page is rendered: the bar fills, then resets. */
  complete(): void;
  /** Abort, done or failure: resets at once. */
  reset(): void;
}

export function createLoadingProgress(onChange: (state: LoadingProgressState) => void): LoadingProgress {
  let state: LoadingProgressState = idleProgress;
  let shown = false;
  let active = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let holdTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: LoadingProgressState) => {
    if (next.spinner === state.spinner && next.progress === state.progress) return;
    state = next;
    onChange(state);
  };
  const clearTimers = () => {
    clearTimeout(showTimer);
    clearTimeout(holdTimer);
  };
  const reset = () => {
    clearTimers();
    active = false;
    shown = false;
    set(idleProgress);
  };

  return {
    start() {
      clearTimers();
      active = true;
      shown = false;
      set(idleProgress);
      showTimer = setTimeout(() => {
        if (!active) return;
        shown = true;
        set({ spinner: state.progress > 0 ? 'communicating' : 'visible', progress: state.progress });
      }, progressDelayMs);
    },
    advance(step) {
      if (!active) return;
      // Invisible until the delay has passed; the value is kept so the bar starts where the load is.
      state = { spinner: shown ? 'communicating' : 'hidden', progress: step };
      if (shown) onChange(state);
    },
    complete() {
      if (!active) return;
      if (!shown) {
        reset();
        return;
      }
      clearTimers();
      active = false;
      set({ spinner: 'visible', progress: progressSteps.rendered });
      holdTimer = setTimeout(reset, progressCompleteHoldMs);
    },
    reset,
  };
}
