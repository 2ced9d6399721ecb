import './count-badge.css';

/** A small count on a button or tab (unread notifications, saved products); the button's or tab's name says it too. */
export function CountBadge({ text, alert = false, className }: { text: string; alert?: boolean; className?: string }) {
  return (
    <span className={['a_CountBadge', alert ? 'a_CountBadge--alert' : '', className].filter(Boolean).join(' ')} aria-hidden="true">
      {text}
    </span>
  );
}
