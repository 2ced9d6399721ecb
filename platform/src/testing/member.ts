import type { AppShellData } from '../app-shell/types';

/** A logged-in member as app shell data names them, for the teams' browser tests. */
export const aMember = (overrides: Partial<AppShellData['currentUser']> = {}): AppShellData['currentUser'] => ({
  id: 'member-1',
  isLoggedIn: true,
  isImpersonating: false,
  email: 'member@example.com',
  ...overrides,
});
