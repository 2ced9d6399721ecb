import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePhrase } from '../i18n/use-phrase';
import { useFocusTrap } from './use-focus-trap';
import { usePresence } from './use-presence';
import { useScrollLock } from './use-scroll-lock';
import './tokens.css';
import './overlay.css';
import { useHydrated } from '../react/use-hydrated';

export interface OverlayProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
}

/** What Modal and Drawer share: portal, backdrop, dialog semantics, focus trap, Escape, scroll lock, animation. */
export function Overlay({ isOpen, onClose, title, children, panelClassName }: OverlayProps & { panelClassName: string }) {
  const t = usePhrase();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { isMounted, state } = usePresence(isOpen);
  const hydrated = useHydrated();
  const trapTab = useFocusTrap(panel, isOpen && isMounted);
  useScrollLock(isOpen);

  if (!isMounted || !hydrated) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key === 'Escape') {
      // Only the innermost overlay closes: portals still bubble through the React tree.
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event);
  }

  return createPortal(
    <div className="p_Overlay" data-state={state} inert={state === 'closing'}>
      <div className="p_Overlay__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className={`p_Overlay__panel ${panelClassName}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className="p_Overlay__header">
          <h2 id={titleId} className="p_Overlay__title">
            {title}
          </h2>
          <button type="button" className="p_Overlay__close" aria-label={t('/Common/Close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="p_Overlay__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
