import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MyProfilePageViewModel } from '../../../contract/member-profile';
import { aPageBase, aProfile } from '../testing/my-pages-fixtures';
import { fakePosts, givenMember, renderPage, settle } from '../testing/my-pages';
import { AccountEnvironmentContext } from '../environment/account-environment';
import { todayAsCalendarDate } from '../dates/calendar-date';
import { axeViolations } from '../testing/axe';
import { aTestEnvironment, eventsOf } from '../testing/environment';
import MyProfilePage from './my-profile-page';

const aProfilePage = (): MyProfilePageViewModel => ({ ...aPageBase('MyProfilePageViewModel', '/my-pages/profile'), profile: aProfile() });

/** The page with an environment that records where the browser goes and what the page announces. */
function renderProfilePage() {
  const test = aTestEnvironment();
  const view = renderPage(
    <AccountEnvironmentContext.Provider value={test.environment}>
      <MyProfilePage page={aProfilePage()} />
    </AccountEnvironmentContext.Provider>,
  );
  return { ...view, ...test };
}

const region = (name: string) => screen.getByRole('region', { name });
const field = (scope: HTMLElement, name: string) => within(scope).getByLabelText(name) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const statusWith = (scope: HTMLElement, text: string) => within(scope).getAllByRole('status').find((status) => status.textContent === text);

describe('MyProfilePage', () => {
  beforeEach(() => givenMember());
  afterEach(() => jest.restoreAllMocks());

  test('shows the member\'s details in labelled fields, and passes axe', async () => {
    renderPage(<MyProfilePage page={aProfilePage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My profile');
    expect(screen.getByText('Member since February 1, 2023 · Member number 7001234567')).toBeTruthy();
    const details = region('Personal details');
    expect(field(details, 'First name').value).toBe('Anna');
    expect(field(details, 'Last name').value).toBe('Svensson');
    expect(field(details, 'Mobile phone number').value).toBe('+46701234567');
    const birthDate = field(details, 'Birth date (optional)');
    expect([birthDate.type, birthDate.value, birthDate.min, birthDate.max]).toEqual(['date', '1990-05-17', '1900-01-01', todayAsCalendarDate()]);
    expect(screen.getByRole('link', { name: 'My profile' }).getAttribute('aria-current')).toBe('page');
    expect(await axeViolations()).toEqual([]);
  });

  test('saves names, phone and birth date, and announces it', async () => {
    const sent = fakePosts();
    renderPage(<MyProfilePage page={aProfilePage()} />);
    const details = region('Personal details');
    type(field(details, 'First name'), '  Anna-Karin ');
    type(field(details, 'Birth date (optional)'), '');
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(sent.map(({ url, body }) => [url, body])).toEqual([
      ['/api/my/profile/update', { firstName: 'Anna-Karin', lastName: 'Svensson', phoneNumber: '+46701234567', birthDate: null }],
    ]);
    sent[0]!.answer({ success: true, profile: aProfile({ firstName: 'Anna-Karin', birthDate: null }) });
    await settle();
    expect(statusWith(details, 'Your details have been saved.')).toBeTruthy();
    expect(field(details, 'First name').value).toBe('Anna-Karin');
  });

  test('a birth date before 1900 or after today is refused at the field, which gets focus', async () => {
    const sent = fakePosts();
    renderPage(<MyProfilePage page={aProfilePage()} />);
    const details = region('Personal details');
    const birthDate = field(details, 'Birth date (optional)');
    type(birthDate, '1899-12-31');
    fireEvent.submit(birthDate.form!);
    await settle();
    expect(sent).toEqual([]);
    expect(birthDate.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(birthDate.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
    expect(error.textContent).toBe(`Enter a date from January 1, 1900 to ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date())}.`);
    expect(document.activeElement).toBe(birthDate);

    const tomorrow = new Date(Date.now() + 86_400_000);
    type(birthDate, todayAsCalendarDate(tomorrow));
    fireEvent.submit(birthDate.form!);
    expect(sent).toEqual([]);
  });

  test('the server\'s refusal shows as an alert and at each field it names', async () => {
    const sent = fakePosts();
    renderPage(<MyProfilePage page={aProfilePage()} />);
    const details = region('Personal details');
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    sent[0]!.answer({ success: false, message: 'Some details could not be saved.', fieldErrors: { phoneNumber: 'This number is used by another member.' } });
    await settle();
    expect(within(details).getByRole('alert').textContent).toBe('Some details could not be saved.');
    const phone = field(details, 'Mobile phone number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)!.textContent).toBe('This number is used by another member.');
    expect(document.activeElement).toBe(phone);
  });

  test('a schema refusal (400 bad_request) marks the field with the page\'s own words', async () => {
    const sent = fakePosts();
    renderPage(<MyProfilePage page={aProfilePage()} />);
    const details = region('Personal details');
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    sent[0]!.refuse(400, { code: 'bad_request', message: 'Invalid body: lastName', fields: { lastName: 'Too big: expected string to have <=100 characters' } });
    await settle();
    expect(within(details).getByRole('alert').textContent).toBe('Please check the marked fields.');
    expect(within(details).getByText('Please check this field.')).toBeTruthy();
    expect(field(details, 'Last name').getAttribute('aria-invalid')).toBe('true');
  });

  test('a network failure says something went wrong', async () => {
    const sent = fakePosts();
    renderPage(<MyProfilePage page={aProfilePage()} />);
    const details = region('Personal details');
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    sent[0]!.fail();
    await settle();
    expect(within(details).getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });

  test('changes the e-mail address with the password, and shows the new one', async () => {
    const sent = fakePosts();
    renderPage(<MyProfilePage page={aProfilePage()} />);
    const email = region('E-mail address');
    expect(within(email).getByText('Your e-mail address is member@example.com.')).toBeTruthy();
    type(field(email, 'New e-mail address'), ' anna@example.org ');
    type(field(email, 'Password'), 'demo-password-1');
    fireEvent.click(within(email).getByRole('button', { name: 'Change e-mail address' }));
    expect(sent.map(({ url, body }) => [url, body])).toEqual([
      ['/api/my/profile/change-email', { newEmail: 'anna@example.org', password: 'demo-password-1' }],
    ]);
    sent[0]!.answer({ success: true, profile: aProfile({ email: 'anna@example.org' }) });
    await settle();
    expect(statusWith(email, 'Your e-mail address has been changed to anna@example.org.')).toBeTruthy();
    expect(within(email).getByText('Your e-mail address is anna@example.org.')).toBeTruthy();
    expect(field(email, 'New e-mail address').value).toBe('');
    expect(field(email, 'Password').value).toBe('');
  });

  test('the e-mail form checks its fields before asking the server', async () => {
    const sent = fakePosts();
    renderPage(<MyProfilePage page={aProfilePage()} />);
    const email = region('E-mail address');
    fireEvent.click(within(email).getByRole('button', { name: 'Change e-mail address' }));
    await settle();
    expect(within(email).getByText('Enter your new e-mail address.')).toBeTruthy();
    expect(within(email).getByText('Enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(field(email, 'New e-mail address'));
    type(field(email, 'New e-mail address'), 'anna.example.org');
    fireEvent.click(within(email).getByRole('button', { name: 'Change e-mail address' }));
    expect(within(email).getByText('Enter an e-mail address in the format name@example.com.')).toBeTruthy();
    type(field(email, 'New e-mail address'), 'MEMBER@example.com');
    fireEvent.click(within(email).getByRole('button', { name: 'Change e-mail address' }));
    expect(within(email).getByText('This is already your e-mail address.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  test('a field hides its error once edited, and shows the same words again when they are still true', async () => {
    const sent = fakePosts();
    renderPage(<MyProfilePage page={aProfilePage()} />);
    const email = region('E-mail address');
    const submit = () => fireEvent.click(within(email).getByRole('button', { name: 'Change e-mail address' }));
    type(field(email, 'New e-mail address'), 'member@example.com');
    submit();
    expect(within(email).getByText('This is already your e-mail address.')).toBeTruthy();
    type(field(email, 'New e-mail address'), 'member@example.co');
    expect(within(email).queryByText('This is already your e-mail address.')).toBeNull();
    type(field(email, 'New e-mail address'), 'MEMBER@example.com');
    submit();
    expect(within(email).getByText('This is already your e-mail address.')).toBeTruthy();
    expect(field(email, 'New e-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  test('a wrong password for the e-mail change shows the server\'s words at the field', async () => {
    const sent = fakePosts();
    renderPage(<MyProfilePage page={aProfilePage()} />);
    const email = region('E-mail address');
    type(field(email, 'New e-mail address'), 'anna@example.org');
    type(field(email, 'Password'), 'wrong');
    fireEvent.click(within(email).getByRole('button', { name: 'Change e-mail address' }));
    sent[0]!.refuse(400, { code: 'wrong_password', message: 'The password is not correct.', fields: { password: 'The password is not correct.' } });
    await settle();
    expect(within(email).getByRole('alert').textContent).toBe('The password is not correct.');
    expect(field(email, 'Password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(email, 'Password'));
    expect(within(email).getByText('Your e-mail address is member@example.com.')).toBeTruthy();
  });

  test('deleting the account asks again in a dialog, with the password, then leaves as at a logout', async () => {
    const sent = fakePosts();
    const { visited, environment } = renderProfilePage();
    const loggedOut = eventsOf(environment.bus, 'account:logged-out');
    fireEvent.click(within(region('Delete account')).getByRole('button', { name: 'Delete my account' }));
    expect(sent).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText('Password');
    expect(document.activeElement).toBe(password);
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await settle();
    expect(within(dialog).getByText('Enter your password.')).toBeTruthy();
    expect(sent).toEqual([]);

    type(password, 'demo-password-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(sent.map(({ url, body }) => [url, body])).toEqual([['/api/my/profile/delete-account', { password: 'demo-password-1' }]]);
    expect(visited).toEqual([]);
    sent[0]!.answer({ success: true });
    await settle();
    expect(loggedOut).toEqual([{ wasLoggedIn: true }]);
    expect(visited).toEqual(['/']);
  });

  test('a refused deletion is told in the dialog and nothing leaves the page', async () => {
    const sent = fakePosts();
    const { visited, environment } = renderProfilePage();
    const loggedOut = eventsOf(environment.bus, 'account:logged-out');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    type(within(dialog).getByLabelText('Password'), 'wrong');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    sent[0]!.answer({ success: false, message: 'The password is not correct.' });
    await settle();
    expect(within(dialog).getByRole('alert').textContent).toBe('The password is not correct.');
    expect((within(dialog).getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(visited).toEqual([]);
    expect(loggedOut).toEqual([]);
  });

  test('the dialog closes with Escape or Cancel, and focus goes back to the button', async () => {
    jest.useFakeTimers();
    try {
      renderPage(<MyProfilePage page={aProfilePage()} />);
      const opener = screen.getByRole('button', { name: 'Delete my account' });
      opener.focus();
      fireEvent.click(opener);
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      act(() => jest.advanceTimersByTime(300));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
      fireEvent.click(opener);
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      act(() => jest.advanceTimersByTime(300));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
