import { act, screen, within } from '@testing-library/react';
import { anAppShellData, anHttpError, eventsOf, givenAppShell, renderWithAccount, settle } from '../testing/environment';
import { AccountBox } from './account-box';

const box = () => screen.getByRole('dialog', { name: 'Log in or become a member' });

beforeEach(() => {
  givenAppShell();
  Object.assign(window, { innerWidth: 1024 });
});

describe('a link from an unlock mail', () => {
  test('is opened once, leaves the address, and the box opens on the login tab saying what it did', async () => {
    window.history.replaceState(null, '', '/?unlockLogin=the-token-from-the-mail&utm_source=mail');
    const { last, sentTo } = renderWithAccount(<AccountBox />);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/?utm_source=mail');
    expect(last('/api/authentication/unlock-login').body).toEqual({ token: 'the-token-from-the-mail' });
    await act(async () => {
      last('/api/authentication/unlock-login').answer({ success: true, message: 'Your next login on this browser skips the extra check.' });
      await settle();
    });
    expect(within(box()).getByText('Your next login on this browser skips the extra check.')).toBeTruthy();
    expect(within(box()).getByRole('tab', { name: 'Log in' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(within(box()).getByRole('textbox', { name: 'E-mail' }));
    expect(sentTo('/api/authentication/unlock-login')).toHaveLength(1);
  });

  test('that is no longer good says so; one that cannot be checked asks to try again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/?unlockLogin=used');
    const first = renderWithAccount(<AccountBox />);
    await act(async () => {
      first.last('/api/authentication/unlock-login').answer({ success: false, message: 'The link has expired or has already been used.' });
      await settle();
    });
    expect(within(box()).getByText('The link has expired or has already been used.')).toBeTruthy();
    first.unmount();

    window.history.replaceState(null, '', '/?unlockLogin=unchecked');
    const second = renderWithAccount(<AccountBox />);
    await act(async () => {
      second.last('/api/authentication/unlock-login').fail(anHttpError(503));
      await settle();
    });
    expect(within(box()).getByText('The link could not be checked right now. Try it again in a moment.')).toBeTruthy();
    warn.mockRestore();
  });
});

describe('a link from a confirmation mail', () => {
  test('confirms and logs the new member in: the page reloads as theirs, without the token in its address', async () => {
    window.history.replaceState(null, '', '/?confirmRegistration=the-confirmation-token');
    const { last, bus, reloads } = renderWithAccount(<AccountBox />);
    const loggedIn = eventsOf(bus, 'account:logged-in');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/');
    expect(last('/api/authentication/confirm-registration').body).toEqual({ token: 'the-confirmation-token' });
    await act(async () => {
      last('/api/authentication/confirm-registration').answer({ success: true, message: 'Your e-mail address is confirmed. Welcome!' });
      await settle();
    });
    await act(async () => {
      last('/appshell/data').answer(anAppShellData({ currentUser: { id: 'member-3', isLoggedIn: true, isImpersonating: false } }));
      await settle();
    });
    expect(loggedIn).toEqual([{ userId: 'member-3' }]);
    expect(reloads()).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('that is no longer good opens the login tab saying how to get a new one', async () => {
    window.history.replaceState(null, '', '/?confirmRegistration=old');
    const { last, reloads } = renderWithAccount(<AccountBox />);
    await act(async () => {
      last('/api/authentication/confirm-registration').answer({ success: false, message: 'The link has expired. Log in to get a new one.' });
      await settle();
    });
    expect(within(box()).getByText('The link has expired. Log in to get a new one.')).toBeTruthy();
    expect(reloads()).toBe(0);
  });
});
