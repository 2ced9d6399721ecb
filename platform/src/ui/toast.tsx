import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePresence } from './use-presence';
import './tokens.css';
import './toast.css';
import { useHydrated } from '../react/use-hydrated';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastProps {
  isOpen: boolean;
  message: ReactNode;
  onClose: () => void;
  /** Each action also closes the toast. */
  actions?: ToastAction[];
  /** Toasts hide after 4 s (paused while pointed at or focused). */
  autoHideMs?: number;
  /** And after scrolling more than 75 px. */
  hideOnScrollPx?: number;
}

export function Toast({ isOpen, message, onClose, actions = [], autoHideMs = 4000, hideOnScrollPx = 75 }: ToastProps) {
  const { isMounted, state } = usePresence(isOpen);
  // A portal is no part of the server's HTML: it mounts once the page is hydrated.
  const hydrated = useHydrated();
  const [isPaused, setPaused] = useState(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!isOpen || isPaused) return;
    const timer = setTimeout(() => close.current(), autoHideMs);
    return () => clearTimeout(timer);
  }, [isOpen, isPaused, autoHideMs]);

  useEffect(() => {
    if (!isOpen) return;
    const startY = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - startY) > hideOnScrollPx) close.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [isOpen, hideOnScrollPx]);

  useEffect(() => {
    if (!isOpen) setPaused(false);
  }, [isOpen]);

  if (!hydrated) return null;

  // The live region stays in the page so screen readers announce the message when it appears.
  return createPortal(
    <div className="p_Toast" role="status" aria-live="polite" aria-atomic="true">
      {isMounted && (
        <div
          className="p_Toast__box"
          data-state={state}
          inert={state === 'closing'}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
          }}
        >
          <p className="p_Toast__message">{message}</p>
          {actions.length > 0 && (
            <div className="p_Toast__actions">
              {actions.map((action) => (
                <button
                  key={action.label}
                  type="button"
                  className="p_Toast__action"
                  onClick={() => {
                    action.onClick();
                    close.current();
                  }}
                >
                  {action.label}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </div>,
    document.body,
  );
}
