import { useCallback, useEffect, useState, type RefObject } from 'react';

/** After a refused submit, focus goes to the first field marked invalid (once the errors are rendered). */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [container, requests]);
  return useCallback(() => setRequests((count) => count + 1), []);
}
