import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ForgotPasswordPageViewModel } from '../../../contract/forgotten-password';
import { axeViolations } from '../testing/axe';
import { anHttpError, eventsOf, givenAppShell, renderWithAccount, settle } from '../testing/environment';
import ForgotPasswordPage from './forgot-password-page';

const aResetPage = (overrides: Partial<ForgotPasswordPageViewModel> = {}): ForgotPasswordPageViewModel => ({
  componentName: 'ForgotPasswordPageViewModel',
  url: '/forgot-password?token=abc',
  meta: { title: 'Choose a new password' },
  currentTheme: 'default',
  token: 'abc',
  maskedEmail: 'a•••@example.com',
  minPasswordLength: 10,
  ...overrides,
});

const newPassword = () => screen.getByLabelText('New password') as HTMLInputElement;
const repeated = () => screen.getByLabelText('Repeat the new password') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save password' });

async function save() {
  await waitFor(() => expect(saveButton().getAttribute('data-state')).not.toBe('pending'));
  fireEvent.click(saveButton());
  await act(settle);
}

// The shell puts every page inside <main>.
const renderPage = (page: ForgotPasswordPageViewModel) =>
  renderWithAccount(
    <main>
      <ForgotPasswordPage page={page} />
    </main>,
  );

beforeEach(() => givenAppShell());

describe('ForgotPasswordPage', () => {
  test('with a valid link: the new password twice, by the page\'s length rule', async () => {
    renderPage(aResetPage());
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByText('For the account a•••@example.com')).toBeTruthy();
    expect(screen.getByText('At least 10 characters.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  test('a short or repeated-wrong password is not sent', async () => {
    const { requests } = renderPage(aResetPage());
    fireEvent.change(newPassword(), { target: { value: 'short' } });
    await save();
    expect(requests).toEqual([]);
    expect(document.activeElement).toBe(newPassword());
    expect(screen.getByText('Use at least 10 characters.')).toBeTruthy();

    fireEvent.change(newPassword(), { target: { value: 'long-enough-password' } });
    fireEvent.change(repeated(), { target: { value: 'long-enough-passw0rd' } });
    await save();
    expect(requests).toEqual([]);
    expect(document.activeElement).toBe(repeated());
    expect(screen.getByText('The passwords are not the same.')).toBeTruthy();
  });

  test('saves it, says so, and offers the login box with focus on that button', async () => {
    const { last, bus } = renderPage(aResetPage());
    const loginRequests = eventsOf(bus, 'account:login-required');
    fireEvent.change(newPassword(), { target: { value: 'long-enough-password' } });
    fireEvent.change(repeated(), { target: { value: 'long-enough-password' } });
    await save();
    expect(last('/api/forgot-password/update-password').body).toEqual({ token: 'abc', password: 'long-enough-password' });
    await act(async () => {
      last('/api/forgot-password/update-password').answer({ success: true });
      await settle();
    });
    expect(screen.getByText('Your password is changed. You can now log in with it.').getAttribute('role')).toBe('status');
    const logIn = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(document.activeElement).toBe(logIn));
    fireEvent.click(logIn);
    expect(loginRequests).toEqual([{ returnUrl: '/', message: 'Your password is changed. You can now log in with it.' }]);
  });

  test('a refusal shows the server message, or a text of its own', async () => {
    const { last } = renderPage(aResetPage());
    fireEvent.change(newPassword(), { target: { value: 'long-enough-password' } });
    fireEvent.change(repeated(), { target: { value: 'long-enough-password' } });
    await save();
    await act(async () => {
      last('/api/forgot-password/update-password').answer({ success: false, message: 'The link has already been used.' });
      await settle();
    });
    expect(screen.getByRole('alert').textContent).toBe('The link has already been used.');
    await save();
    await act(async () => {
      last('/api/forgot-password/update-password').fail(anHttpError(500));
      await settle();
    });
    expect(screen.getByRole('alert').textContent).toBe('The password could not be changed. Try again.');
  });

  test('without a valid link: says it expired and opens the box on the forgotten-password form', async () => {
    const { bus } = renderPage(aResetPage({ token: null, maskedEmail: undefined }));
    const opened = eventsOf(bus, 'account:open-box');
    expect(screen.getByRole('heading', { level: 1, name: 'The link has expired' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(opened).toEqual([{ tab: 'login', mode: 'forgot-password' }]);
    expect(await axeViolations()).toEqual([]);
  });
});
