import { act, screen } from '@testing-library/react';
import { aMember, givenAppShell, renderWithAccount } from '../testing/environment';
import AccountOverlays from './account-overlays';

beforeEach(() => window.history.replaceState(null, '', '/'));

test('mounts the account box, its dialog loaded on the first open, and the inactivity warning', async () => {
  jest.useFakeTimers();
  try {
    givenAppShell({ currentUser: aMember() });
    const { bus } = renderWithAccount(<AccountOverlays />);
    act(() => bus.emit('account:open-box', { tab: 'register' }));
    expect(await screen.findByRole('dialog', { name: 'Log in or become a member' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(180_000));
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeTruthy();
  } finally {
    jest.useRealTimers();
  }
});
