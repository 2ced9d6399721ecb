import { breakpointCookie } from './breakpoint-cookie';

it('stores the breakpoint for one year on the whole site', () => {
  expect(breakpointCookie('Medium')).toBe('breakpoint=Medium; max-age=31536000; path=/; samesite=lax');
});
