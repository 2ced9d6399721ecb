import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Leads the keyboard to an element a coming render brings (the first review "Show more" added, a new answer):
 * `refFor(id)` marks each candidate, `focusOn(id)` asks for one; it gets focus once it is in the page.
 */
export function useFocusRequest() {
  const elements = useRef(new Map<string, HTMLElement>());
  const [wanted, setWanted] = useState<string | null>(null);
  useEffect(() => {
    if (wanted === null) return;
    elements.current.get(wanted)?.focus();
    setWanted(null);
  }, [wanted]);
  const refFor = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    [],
  );
  return { refFor, focusOn: setWanted };
}
