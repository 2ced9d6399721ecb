import { useEffect } from 'react';

let locks = 0;
let overflowBefore = '';

/** Stops the page behind an open overlay from scrolling; nested overlays share one lock. */
export function useScrollLock(isLocked: boolean): void {
  useEffect(() => {
    if (!isLocked) return;
    if (locks === 0) {
      overflowBefore = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = overflowBefore;
    };
  }, [isLocked]);
}
