import { csrfCookieName } from '../pages/page-types';
import { cookieValue } from './cookie-value';

/** The gateway's CSRF token as the page can read it (cookie `csrf`); undefined outside a browser or before the first answer. */
export function csrfTokenFromCookie(cookies: string | undefined = typeof document === 'undefined' ? undefined : document.cookie): string | undefined {
  return cookieValue(cookies, csrfCookieName);
}

/** The token goes to this shop only: a relative URL, or an absolute one on the page's own origin. */
export function isSameOrigin(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  if (typeof location === 'undefined') return !/^[a-z][a-z\d+.-]*:|^\/\//i.test(url);
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}
