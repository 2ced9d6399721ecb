import { useCallback, useState } from 'react';

/** Whether a header button's flyout is open; `close` keeps its identity, for the drawer's effects. */
export function useFlyout() {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return { isOpen, open, close };
}
