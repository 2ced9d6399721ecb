import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { anAppShellData, anHttpError, eventsOf, givenAppShell, renderWithAccount, settle } from '../testing/environment';
import { AccountBox } from './account-box';
import { AccountBoxDialog } from './account-box-dialog-part';

// The box's dialog is a chunk of its own, loaded when it first opens: here before the tests.
beforeAll(() => AccountBoxDialog.preload());

const panel = () => within(screen.getByRole('dialog')).getByRole('tabpanel', { name: 'Become a member' });
const field = (label: string | RegExp) => within(panel()).getByLabelText(label) as HTMLInputElement;
const createButton = () => within(panel()).getByRole('button', { name: 'Create account' }) as HTMLButtonElement;
const alertText = () => within(panel()).getByRole('alert').textContent;

function openRegister() {
  const view = renderWithAccount(<AccountBox />);
  act(() => view.bus.emit('account:open-box', { tab: 'register' }));
  return view;
}

function fillInValid() {
  fireEvent.change(field('E-mail'), { target: { value: ' anna@example.com ' } });
  fireEvent.change(field('Password'), { target: { value: 'long-enough-1' } });
  fireEvent.change(field('Mobile phone number'), { target: { value: '070 123 45 67' } });
  fireEvent.click(field('I accept the member terms'));
}

async function create() {
  await waitFor(() => expect(createButton().getAttribute('data-state')).not.toBe('pending'));
  fireEvent.click(createButton());
  await act(settle);
}

/** The server's answer that a registration needs a solved challenge, the one it brings. */
const askForChallenge = (last: ReturnType<typeof openRegister>['last'], salt: string, difficultyBits: number) =>
  act(async () => {
    last('/register').answer({
      isValid: false,
      needsV2Token: true,
      message: 'We need to check that you are not a robot.',
      challenge: { algorithm: 'SHA-256', salt, difficultyBits, token: salt, expiresAt: '2030-01-01T00:00:00Z' },
    });
    await settle();
  });

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  givenAppShell();
});

describe('registration', () => {
  test('has the fields of the site settings and no axe violations', async () => {
    openRegister();
    expect(field('E-mail').required).toBe(true);
    expect(field('Password').required).toBe(true);
    expect(field('Mobile phone number').required).toBe(true);
    const birthDate = field('Birth date (optional)');
    expect([birthDate.type, birthDate.min, birthDate.max, birthDate.required]).toEqual(['date', '1900-01-01', today(), false]);
    expect(field('Yes, send me offers and news by e-mail').checked).toBe(false);
    expect(field('Yes, send me offers and news by text message').checked).toBe(false);
    expect(within(panel()).getByText('At least 8 characters.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  test('submitting stays disabled until the terms are accepted', () => {
    openRegister();
    expect(createButton().disabled).toBe(true);
    expect(createButton().getAttribute('aria-describedby')).toBe(
      within(panel()).getByText('Accept the member terms to create your account.').id,
    );
    fireEvent.click(field('I accept the member terms'));
    expect(createButton().disabled).toBe(false);
  });

  test('a site without the phone rule and the birth date asks neither', () => {
    givenAppShell({
      siteSettings: { ...anAppShellData().siteSettings, registrationRequiresPhone: false, registrationAsksBirthDate: false },
    });
    openRegister();
    expect(field('Mobile phone number (optional)').required).toBe(false);
    expect(within(panel()).queryByLabelText(/Birth date/)).toBeNull();
  });

  test('a short password and an empty phone are pointed out, with focus on the first', async () => {
    const { requests } = openRegister();
    fireEvent.change(field('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'short' } });
    fireEvent.click(field('I accept the member terms'));
    await create();
    expect(requests).toEqual([]);
    expect(document.activeElement).toBe(field('Password'));
    expect(within(panel()).getByText('Use at least 8 characters.')).toBeTruthy();
    expect(within(panel()).getByText('This field is required.')).toBeTruthy();
  });

  test('a birth date out of range is refused', async () => {
    const { requests } = openRegister();
    fillInValid();
    fireEvent.change(field('Birth date (optional)'), { target: { value: '1899-12-31' } });
    await create();
    expect(requests).toEqual([]);
    expect(within(panel()).getByText(`Choose a date from 1900-01-01 to ${today()}.`)).toBeTruthy();
  });

  test('success sends the registration and says to open the link sent to the address; nobody is logged in yet', async () => {
    const { last, bus, reloads, requests } = openRegister();
    const loggedIn = eventsOf(bus, 'account:logged-in');
    fillInValid();
    fireEvent.change(field('Birth date (optional)'), { target: { value: '1990-05-17' } });
    fireEvent.click(field('Yes, send me offers and news by text message'));
    await create();
    expect(last('/register').body).toEqual({
      email: 'anna@example.com',
      password: 'long-enough-1',
      phoneNumber: '070 123 45 67',
      birthDate: '1990-05-17',
      emailSubscription: false,
      textSubscription: true,
      acceptedTerms: true,
    });
    await act(async () => {
      last('/register').answer({ isValid: true, message: 'Almost done.' });
      await settle();
    });
    const status = within(panel()).getByRole('status');
    expect(status.textContent).toBe('Almost done! We have sent a link to anna@example.com. Open it to confirm the address and log in. No e-mail? Look in your spam folder.');
    expect(within(panel()).queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    expect(requests.map((request) => request.url)).toEqual(['/register']);
    expect(loggedIn).toEqual([]);
    expect(reloads()).toBe(0);
  });

  test('when many registrations came from this address, the challenge the answer brings is solved and the registration sent again', async () => {
    const { last, sentTo } = openRegister();
    fillInValid();
    await create();
    await act(async () => {
      last('/register').answer({
        isValid: false,
        needsV2Token: true,
        message: 'We need to check that you are not a robot.',
        challenge: { algorithm: 'SHA-256', salt: 'many', difficultyBits: 6, token: 'from-the-answer', expiresAt: '2030-01-01T00:00:00Z' },
      });
      await settle();
    });
    await waitFor(() => expect(sentTo('/register')).toHaveLength(2));
    const again = last('/register').body as { recaptchaV2Token: string; email: string };
    expect(again).toMatchObject({ email: 'anna@example.com', recaptchaV2Token: expect.stringMatching(/^from-the-answer\.\d+$/) });
    await act(async () => {
      last('/register').answer({ isValid: true });
      await settle();
    });
    expect(within(panel()).getByRole('status').textContent).toContain('We have sent a link to anna@example.com.');
  });

  test('a solved challenge the server finds too easy by now (others registered meanwhile): the harder one is solved and sent', async () => {
    const { last, sentTo } = openRegister();
    fillInValid();
    await create();
    await askForChallenge(last, 'first', 4);
    await waitFor(() => expect(sentTo('/register')).toHaveLength(2));
    await askForChallenge(last, 'harder', 5);
    await waitFor(() => expect(sentTo('/register')).toHaveLength(3));
    expect(last('/register').body).toMatchObject({ recaptchaV2Token: expect.stringMatching(/^harder\.\d+$/) });
    await act(async () => {
      last('/register').answer({ isValid: true });
      await settle();
    });
    expect(within(panel()).getByRole('status').textContent).toContain('We have sent a link to anna@example.com.');
  });

  test('a server that keeps asking for challenges gets four tries, then the shopper is told to try again', async () => {
    const { last, sentTo } = openRegister();
    fillInValid();
    await create();
    for (let round = 1; round <= 4; round += 1) {
      await waitFor(() => expect(sentTo('/register')).toHaveLength(round));
      await askForChallenge(last, `round-${round}`, 4);
    }
    await waitFor(() => expect(alertText()).toBe('We need to check that you are not a robot.'));
    expect(sentTo('/register')).toHaveLength(4);
  });

  test('the server\'s field messages show at their fields, focus on the first', async () => {
    const { last } = openRegister();
    fillInValid();
    await create();
    await act(async () => {
      last('/register').answer({
        isValid: false,
        message: 'Please check your details.',
        fieldErrors: { email: 'An account with this e-mail already exists.', phoneNumber: 'Not a mobile number.' },
      });
      await settle();
    });
    expect(alertText()).toBe('Please check your details.');
    const emailError = within(panel()).getByText('An account with this e-mail already exists.');
    expect(field('E-mail').getAttribute('aria-describedby')).toContain(emailError.id);
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(within(panel()).getByText('Not a mobile number.')).toBeTruthy();
    expect(document.activeElement).toBe(field('E-mail'));
    // Editing the field clears the server's word about it.
    fireEvent.change(field('E-mail'), { target: { value: 'anna.berg@example.com' } });
    expect(within(panel()).queryByText('An account with this e-mail already exists.')).toBeNull();
  });

  test('a server error shows /Account/Registration/ServerError', async () => {
    const { last } = openRegister();
    fillInValid();
    await create();
    await act(async () => {
      last('/register').fail(anHttpError(502));
      await settle();
    });
    expect(alertText()).toBe('Your account could not be created because of a problem on our side. Try again in a moment.');
  });
});
