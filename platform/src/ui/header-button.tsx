import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import './tokens.css';
import './header-button.css';

/** With an href it is a link (it goes to a page), without one a button (it opens something on this page). */
export type HeaderButtonProps =
  | (AnchorHTMLAttributes<HTMLAnchorElement> & { href: string })
  | (ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined });

/**
 * One look for every button in the header, whichever team's it is: the shell's and the teams' buttons sit side by
 * side, so they must not drift apart. Put a CountBadge inside for a count in the corner.
 */
export function HeaderButton(props: HeaderButtonProps) {
  const className = ['p_HeaderButton', props.className].filter(Boolean).join(' ');
  if (props.href !== undefined) return <a {...props} className={className} />;
  return <button type="button" {...props} className={className} />;
}
