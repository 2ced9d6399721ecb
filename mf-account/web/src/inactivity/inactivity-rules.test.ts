import { inactivityWarningMs, logoutCountdownMs, shouldWarn } from './inactivity-rules';

test('the warning after 180 s of inactivity, the logout 60 s after it', () => {
  expect(inactivityWarningMs).toBe(180000);
  expect(logoutCountdownMs).toBe(60000);
});

test.each([
  [{ cartItemCount: 2, isLoggedIn: false, pathname: '/' }, true],
  [{ cartItemCount: 0, isLoggedIn: true, pathname: '/' }, true],
  [{ cartItemCount: 0, isLoggedIn: false, pathname: '/c/makeup' }, true],
  [{ cartItemCount: 0, isLoggedIn: false, pathname: '/' }, false],
])('%o → warn %p', (facts, warn) => {
  expect(shouldWarn(facts)).toBe(warn);
});
