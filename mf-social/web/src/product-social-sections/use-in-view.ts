import { useEffect, useState, type RefCallback } from 'react';

/**
 * Whether the element has come within `rootMargin` of the viewport, once: it stays true after. A browser without
 * IntersectionObserver says true at once, so what waits for the view is never held back for good.
 */
export function useInView<E extends Element>(rootMargin: string): [RefCallback<E>, boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (inView || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, inView, rootMargin]);
  return [setElement, inView];
}
