import { useEffect } from 'react';
import { useBreakpoint } from '@storefront/platform';
import { breakpointCookie } from './breakpoint-cookie';

export function useBreakpointCookie(): void {
  const breakpoint = useBreakpoint();
  useEffect(() => {
    document.cookie = breakpointCookie(breakpoint);
  }, [breakpoint]);
}
