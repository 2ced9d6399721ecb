import type { ReactNode } from 'react';
import './product-toggle.css';

export interface ProductToggleProps {
  /** The root's own class, for what differs between the toggles. */
  className: string;
  pressed: boolean;
  /** A change is on its way. */
  busy: boolean;
  onToggle(): void;
  icon: ReactNode;
  label: ReactNode;
  /** What the last press did, said in a status region; empty until then. */
  message: string;
  isProblem: boolean;
}

/** A toggle button on the product page (wish list, back-in-stock) with the outcome of the last press below it. */
export function ProductToggle({ className, pressed, busy, onToggle, icon, label, message, isProblem }: ProductToggleProps) {
  return (
    <div className={`${className} a_ProductToggle`}>
      <button type="button" className="a_ProductToggle__button" aria-pressed={pressed} aria-busy={busy || undefined} onClick={onToggle}>
        {icon}
        {label}
      </button>
      <p className={`a_ProductToggle__message${isProblem ? ' a_ProductToggle__message--problem' : ''}`} role="status">
        {message}
      </p>
    </div>
  );
}
