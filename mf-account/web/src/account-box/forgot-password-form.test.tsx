import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { anHttpError, givenAppShell, renderWithAccount, settle } from '../testing/environment';
import { AccountBox } from './account-box';
import { AccountBoxDialog } from './account-box-dialog-part';

// The box's dialog is a chunk of its own, loaded when it first opens: here before the tests.
beforeAll(() => AccountBoxDialog.preload());

const panel = () => within(screen.getByRole('dialog')).getByRole('tabpanel', { name: 'Log in' });
const form = () => within(panel()).getByRole('form', { name: 'Reset your password' });
const emailField = () => within(panel()).getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
const sendButton = () => within(panel()).getByRole('button', { name: 'Send link' });
const alertText = () => within(panel()).getByRole('alert').textContent;

async function send() {
  await waitFor(() => expect(sendButton().getAttribute('data-state')).not.toBe('pending'));
  fireEvent.click(sendButton());
  await act(settle);
}

function openForgotPassword() {
  const view = renderWithAccount(<AccountBox />);
  act(() => view.bus.emit('account:open-box', { tab: 'login' }));
  fireEvent.change(emailField(), { target: { value: 'anna@example.com' } });
  fireEvent.click(within(panel()).getByRole('button', { name: 'Forgot your password?' }));
  return view;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  givenAppShell();
});

describe('forgotten password', () => {
  test('takes the e-mail along and moves focus to it', async () => {
    openForgotPassword();
    expect(form()).toBeTruthy();
    expect(emailField().value).toBe('anna@example.com');
    expect(document.activeElement).toBe(emailField());
    expect(await axeViolations()).toEqual([]);
  });

  test('asks for the link and says it is on its way (ResetPasswordSuccess)', async () => {
    const { last } = openForgotPassword();
    await send();
    expect(last('/ForgotPasswordPage/ResetPassword').body).toEqual({ email: 'anna@example.com' });
    await act(async () => {
      last('/ForgotPasswordPage/ResetPassword').answer({ response: 'ok', needsV2Token: false });
      await settle();
    });
    const success = within(panel()).getByText('If the e-mail belongs to an account, a link to choose a new password is on its way.');
    expect(success.getAttribute('role')).toBe('status');
    expect(within(panel()).queryByRole('button', { name: 'Send link' })).toBeNull();
  });

  test('a customer without the club terms is asked to accept them, and the next request says so', async () => {
    const { last } = openForgotPassword();
    await send();
    await act(async () => {
      last('/ForgotPasswordPage/ResetPassword').answer({ response: 'needClubTermsAccepted', needsV2Token: false });
      await settle();
    });
    expect(alertText()).toBe('Accept the club terms to get a new password.');
    const terms = within(panel()).getByRole('checkbox', { name: 'I accept the club terms' });
    await send();
    // Not ticked: the form stops at the box.
    expect(document.activeElement).toBe(terms);
    fireEvent.click(terms);
    await send();
    expect(last('/ForgotPasswordPage/ResetPassword').body).toEqual({ email: 'anna@example.com', clubTerms: true });
  });

  test('a server error shows /Account/Login/ForgotPasswordServerError and solves a challenge for the next try', async () => {
    const { last, sentTo } = openForgotPassword();
    await send();
    await act(async () => {
      last('/ForgotPasswordPage/ResetPassword').fail(anHttpError(500));
      await settle();
    });
    expect(alertText()).toBe('The link could not be sent right now. Try again.');
    expect(sentTo('/api/authentication/challenge')).toHaveLength(1);
    expect(within(panel()).getByText('Checking your browser before the next attempt…')).toBeTruthy();
  });

  test('a refusal shows the server message', async () => {
    const { last } = openForgotPassword();
    await send();
    await act(async () => {
      last('/ForgotPasswordPage/ResetPassword').answer({ response: 'notOk', needsV2Token: false, message: 'Try again later.' });
      await settle();
    });
    expect(alertText()).toBe('Try again later.');
  });

  test('back to the login form, with focus on its e-mail field', () => {
    openForgotPassword();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Back to log in' }));
    expect(within(panel()).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(document.activeElement).toBe(emailField());
  });

  test('opens on this form when asked (the reset page\'s "ask for a new link")', () => {
    const { bus } = renderWithAccount(<AccountBox />);
    act(() => bus.emit('account:open-box', { tab: 'login', mode: 'forgot-password' }));
    expect(form()).toBeTruthy();
    expect(document.activeElement).toBe(emailField());
  });
});
