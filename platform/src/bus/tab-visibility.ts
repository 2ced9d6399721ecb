/** Whether this tab is shown, and a way to hear when it is shown again. */
export interface TabVisibility {
  isHidden(): boolean;
  /** Calls back each time the tab becomes visible; returns the unsubscribe function. */
  onVisible(callback: () => void): () => void;
}

const alwaysVisible: TabVisibility = {
  isHidden: () => false,
  onVisible: () => () => undefined,
};

export function documentVisibility(): TabVisibility {
  if (typeof document === 'undefined') return alwaysVisible;
  return {
    isHidden: () => document.visibilityState === 'hidden',
    onVisible(callback) {
      const listener = (): void => {
        if (document.visibilityState === 'visible') callback();
      };
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}
