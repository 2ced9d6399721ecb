import { breakpointCookieMaxAgeSeconds, type Breakpoint } from '@storefront/platform';

export const breakpointCookieName = 'breakpoint';

/** Breakpoint switches are stored in a cookie for a year, so the server can render for them. */
export function breakpointCookie(breakpoint: Breakpoint): string {
  return `${breakpointCookieName}=${breakpoint}; max-age=${breakpointCookieMaxAgeSeconds}; path=/; samesite=lax`;
}
