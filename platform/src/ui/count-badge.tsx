import './tokens.css';
import './count-badge.css';

export interface CountBadgeProps {
  /** Already shortened by the caller where it must keep its size ('99+'). */
  text: string;
  /** Something waits for the shopper: the badge turns the danger colour. */
  alert?: boolean;
  className?: string;
}

/** A small count on a button or tab; hidden from screen readers, because the button's or tab's name says it too. */
export function CountBadge({ text, alert = false, className }: CountBadgeProps) {
  return (
    <span className={['p_CountBadge', alert ? 'p_CountBadge--alert' : '', className].filter(Boolean).join(' ')} aria-hidden="true">
      {text}
    </span>
  );
}
