import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { focusableIn } from './focusable';

/**
 * While `isActive`: moves focus into `container` (to `[data-autofocus]`, else the container itself),
 * keeps Tab and Shift+Tab inside it, and gives focus back to the opener when it ends.
 * Returns the keydown handler to put on the container.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, isActive: boolean) {
  useEffect(() => {
    if (!isActive) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = container.current;
    const first = element?.querySelector<HTMLElement>('[data-autofocus]') ?? element;
    first?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [container, isActive]);

  return function trapTab(event: KeyboardEvent<HTMLElement>): void {
    const element = container.current;
    if (event.key !== 'Tab' || !element) return;
    const focusable = focusableIn(element);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === element)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
