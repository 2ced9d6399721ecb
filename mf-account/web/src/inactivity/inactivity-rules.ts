/** The warning after 180 s without interaction, the logout 60 s after it. */
export const inactivityWarningMs = 180_000;
export const logoutCountdownMs = 60_000;

/** What the browser calls interaction: any of these restarts the wait. */
export const interactionEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

export interface InactivityFacts {
  cartItemCount: number;
  isLoggedIn: boolean;
  /** The address's path; '/' is the start page. */
  pathname: string;
}

/** Someone left something behind (a cart, a session, a page of their own) — warn before ending it. */
export const shouldWarn = ({ cartItemCount, isLoggedIn, pathname }: InactivityFacts): boolean =>
  cartItemCount > 0 || isLoggedIn || pathname !== '/';
