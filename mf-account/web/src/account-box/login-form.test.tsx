import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { hasLeadingZeroBits } from '../challenge-solver/solve-challenge';
import { anAppShellData, anHttpError, eventsOf, givenAppShell, renderWithAccount, settle } from '../testing/environment';
import { AccountBox } from './account-box';
import { AccountBoxDialog } from './account-box-dialog-part';

// The box's dialog is a chunk of its own, loaded when it first opens: here before the tests.
beforeAll(() => AccountBoxDialog.preload());

const box = () => screen.getByRole('dialog', { name: 'Log in or become a member' });
const panel = () => within(box()).getByRole('tabpanel', { name: 'Log in' });
const emailField = () => within(panel()).getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
const passwordField = () => within(panel()).getByLabelText('Password') as HTMLInputElement;
const logInButton = () => within(panel()).getByRole('button', { name: 'Log in' });
const alertText = () => within(panel()).getByRole('alert').textContent;

function openLogin(returnUrl?: string) {
  const view = renderWithAccount(<AccountBox />);
  act(() => view.bus.emit('account:login-required', returnUrl ? { returnUrl } : {}));
  return view;
}

/**
 * Submits with the button once it is no longer busy with the last attempt (it ignores clicks while pending); the
 * request goes once the form knows whether a challenge token goes with it.
 */
async function submit() {
  await waitFor(() => expect(logInButton().getAttribute('data-state')).not.toBe('pending'));
  fireEvent.click(logInButton());
  await act(settle);
}

function fillIn(email: string, password: string) {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.change(passwordField(), { target: { value: password } });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/c/makeup');
  givenAppShell({ siteSettings: { ...anAppShellData().siteSettings, emailSuggestionDomains: ['gmail.com', 'hotmail.com'] } });
});

describe('login', () => {
  test('nothing filled in: required messages show and focus goes to the e-mail field; then to the password', () => {
    const { requests } = openLogin();
    fireEvent.click(logInButton());
    expect(requests).toEqual([]);
    expect(document.activeElement).toBe(emailField());
    expect(within(panel()).getAllByText('This field is required.')).toHaveLength(2);
    expect(emailField().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(emailField(), { target: { value: 'anna@example.com' } });
    fireEvent.click(logInButton());
    expect(requests).toEqual([]);
    expect(document.activeElement).toBe(passwordField());
  });

  test('an e-mail that is not one says so with the format after editing', () => {
    openLogin();
    fireEvent.change(emailField(), { target: { value: 'anna.example.com' } });
    expect(within(box()).queryByText('Invalid email')).toBeNull();
    fireEvent.blur(emailField());
    const message = within(box()).getByText('Invalid email');
    expect(message.textContent).toBe('Invalid email Write it as name@example.com.');
    expect(emailField().getAttribute('aria-describedby')).toContain(message.id);
  });

  test('a likely typo in the provider gets a "did you mean" with a button that fixes it', () => {
    openLogin();
    fireEvent.change(emailField(), { target: { value: 'anna@gmial.com' } });
    fireEvent.blur(emailField());
    expect(within(box()).getByText(/Did you mean anna@gmail\.com\?/)).toBeTruthy();
    fireEvent.click(within(box()).getByRole('button', { name: 'Use anna@gmail.com' }));
    expect(emailField().value).toBe('anna@gmail.com');
    expect(document.activeElement).toBe(emailField());
    expect(within(box()).queryByText(/Did you mean/)).toBeNull();
  });

  test('success: trimmed e-mail sent, app shell data reloaded, other tabs told, and the page reloaded', async () => {
    const { last, bus, reloads, visited } = openLogin();
    const loggedIn = eventsOf(bus, 'account:logged-in');
    fillIn('  anna@example.com ', 'secret-password');
    await submit();
    expect(last('/dologin').body).toEqual({ email: 'anna@example.com', password: 'secret-password' });
    await act(async () => {
      last('/dologin').answer({ success: true, needsV2Token: false });
      await settle();
    });
    await act(async () => {
      last('/appshell/data').answer(anAppShellData({ currentUser: { id: 'member-7', isLoggedIn: true, isImpersonating: false } }));
      await settle();
    });
    expect(loggedIn).toEqual([{ userId: 'member-7' }]);
    expect(reloads()).toBe(1);
    expect(visited).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Log in or become a member' })?.closest('[data-state="open"]') ?? null).toBeNull();
  });

  test('success with a return address goes there, even when the app shell data could not be fetched first', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { last, reloads, visited } = openLogin('/my-pages/orders');
    fillIn('anna@example.com', 'secret-password');
    await submit();
    await act(async () => {
      last('/dologin').answer({ success: true, needsV2Token: false });
      await settle();
    });
    await act(async () => {
      last('/appshell/data').fail(anHttpError(503));
      await settle();
    });
    expect(visited).toEqual(['/my-pages/orders']);
    expect(reloads()).toBe(0);
    warn.mockRestore();
  });

  test('a refusal shows the server message in the alert; without one a text of our own', async () => {
    const { last } = openLogin();
    fillIn('anna@example.com', 'wrong');
    await submit();
    await act(async () => {
      last('/dologin').answer({ success: false, needsV2Token: false, message: 'Wrong e-mail or password.' });
      await settle();
    });
    expect(alertText()).toBe('Wrong e-mail or password.');
    await submit();
    await act(async () => {
      last('/dologin').answer({ success: false, needsV2Token: false });
      await settle();
    });
    expect(alertText()).toBe('The e-mail or password is wrong.');
  });

  test('a server error shows the /Account/Login/ServerError text; a throttle shows its own message', async () => {
    const { last } = openLogin();
    fillIn('anna@example.com', 'secret-password');
    await submit();
    await act(async () => {
      last('/dologin').fail(anHttpError(500, 'Internal Server Error'));
      await settle();
    });
    expect(alertText()).toBe('You could not be logged in because of a problem on our side. Try again in a moment.');
    await submit();
    await act(async () => {
      last('/dologin').fail(anHttpError(429, { error: { code: 'too_many_attempts', message: 'Too many attempts. Wait a minute.' } }));
      await settle();
    });
    expect(alertText()).toBe('Too many attempts. Wait a minute.');
  });

  test('needsV2Token: the challenge is solved in the background, said so, and its token goes with the next attempt once', async () => {
    const { last, sentTo } = openLogin();
    fillIn('anna@example.com', 'wrong');
    await submit();
    await act(async () => {
      last('/dologin').answer({ success: false, needsV2Token: true, message: 'Wrong e-mail or password.' });
      await settle();
    });
    const status = within(box()).getByText('Checking your browser before the next attempt…');
    expect(status.closest('[role="status"]')).toBeTruthy();
    await act(async () => {
      last('/api/authentication/challenge').answer({
        algorithm: 'SHA-256',
        salt: 'pepper',
        difficultyBits: 6,
        token: 'signed',
        expiresAt: '2030-01-01T00:00:00Z',
      });
      await settle();
    });
    await waitFor(() => expect(within(box()).getByText('Check done. You can try again.')).toBeTruthy());

    fillIn('anna@example.com', 'right-password');
    await submit();
    const sent = last('/dologin').body as { recaptchaV2Token?: string };
    expect(sent.recaptchaV2Token).toMatch(/^signed\.\d+$/);
    const nonce = sent.recaptchaV2Token!.split('.')[1];
    expect(hasLeadingZeroBits(createHash('sha256').update(`pepper:${nonce}`).digest(), 6)).toBe(true);

    await act(async () => {
      last('/dologin').answer({ success: false, needsV2Token: false, message: 'Wrong e-mail or password.' });
      await settle();
    });
    await submit();
    expect(sentTo('/dologin')).toHaveLength(3);
    expect(last('/dologin').body).toEqual({ email: 'anna@example.com', password: 'right-password' });
    expect(sentTo('/api/authentication/challenge')).toHaveLength(1);
  });

  test('a challenge the answer brings is solved as it is, without asking for another', async () => {
    const { last, sentTo } = openLogin();
    fillIn('anna@example.com', 'wrong');
    await submit();
    await act(async () => {
      last('/dologin').answer({
        success: false,
        needsV2Token: true,
        message: 'Wrong e-mail or password.',
        challenge: { algorithm: 'SHA-256', salt: 'given', difficultyBits: 7, token: 'from-the-answer', expiresAt: '2030-01-01T00:00:00Z' },
      });
      await settle();
    });
    await waitFor(() => expect(within(box()).getByText('Check done. You can try again.')).toBeTruthy());
    await submit();
    const token = (last('/dologin').body as { recaptchaV2Token: string }).recaptchaV2Token;
    expect(token).toMatch(/^from-the-answer\.\d+$/);
    expect(hasLeadingZeroBits(createHash('sha256').update(`given:${token.split('.')[1]}`).digest(), 7)).toBe(true);
    expect(sentTo('/api/authentication/challenge')).toHaveLength(0);
  });

  test('a hard challenge (many failures on the account) says it may take up to a minute', async () => {
    const { last } = openLogin();
    fillIn('anna@example.com', 'wrong');
    await submit();
    await act(async () => {
      last('/dologin').answer({
        success: false,
        needsV2Token: true,
        challenge: { algorithm: 'SHA-256', salt: 'hard', difficultyBits: 64, token: 'hard', expiresAt: '2030-01-01T00:00:00Z' },
      });
      await settle();
    });
    const status = within(box()).getByText('Checking your browser before the next attempt. This can take up to a minute: keep this page open…');
    expect(status.closest('[role="status"]')).toBeTruthy();
  });

  test('a challenge that cannot be fetched says so; the next attempt goes without and may ask again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { last, sentTo } = openLogin();
    fillIn('anna@example.com', 'wrong');
    await submit();
    await act(async () => {
      last('/dologin').answer({ success: false, needsV2Token: true });
      await settle();
    });
    await act(async () => {
      last('/api/authentication/challenge').fail(anHttpError(503));
      await settle();
    });
    expect(within(panel()).getByText('The browser check did not work. Try again.')).toBeTruthy();
    await submit();
    expect(last('/dologin').body).toEqual({ email: 'anna@example.com', password: 'wrong' });
    await act(async () => {
      last('/dologin').answer({ success: false, needsV2Token: true });
      await settle();
    });
    expect(sentTo('/api/authentication/challenge')).toHaveLength(2);
    warn.mockRestore();
  });

  test('the password can be shown and hidden', () => {
    openLogin();
    const toggle = within(panel()).getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(passwordField().type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(passwordField().type).toBe('password');
  });
});
