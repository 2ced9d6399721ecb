import { fireEvent, screen, within } from '@testing-library/react';
import { appShell } from '@storefront/platform';
import type { SubscriptionsPageViewModel } from '../../../contract/member-profile';
import { aPageBase, aProfile } from '../testing/my-pages-fixtures';
import { fakePosts, givenMember, renderPage, settle } from '../testing/my-pages';
import { axeViolations } from '../testing/axe';
import SubscriptionsPage from './subscriptions-page';

const aSubscriptionsPage = (overrides: Partial<SubscriptionsPageViewModel> = {}): SubscriptionsPageViewModel => ({
  ...aPageBase('SubscriptionsPageViewModel', '/my-pages/subscriptions'),
  emailSubscription: true,
  textSubscription: false,
  phoneNumber: '',
  ...overrides,
});

const emailSwitch = () => screen.getByRole('switch', { name: 'By e-mail' }) as HTMLInputElement;
const textSwitch = () => screen.getByRole('switch', { name: 'By text message' }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));

describe('SubscriptionsPage', () => {
  beforeEach(() => givenMember());
  afterEach(() => jest.restoreAllMocks());

  test('shows the two newsletters as switches in a group, and passes axe', async () => {
    renderPage(<SubscriptionsPage page={aSubscriptionsPage()} />);
    expect(screen.getByRole('group', { name: 'Send me newsletters' })).toBeTruthy();
    expect(emailSwitch().checked).toBe(true);
    expect(textSwitch().checked).toBe(false);
    expect(emailSwitch().type).toBe('checkbox');
    expect(screen.queryByLabelText('Mobile phone number for text messages')).toBeNull();
    expect(screen.getByRole('link', { name: 'Newsletters' }).getAttribute('aria-current')).toBe('page');
    expect(await axeViolations()).toEqual([]);
  });

  test('texts need a phone number: the field appears and an empty one is refused', async () => {
    const sent = fakePosts();
    renderPage(<SubscriptionsPage page={aSubscriptionsPage()} />);
    fireEvent.click(textSwitch());
    const phone = screen.getByLabelText('Mobile phone number for text messages') as HTMLInputElement;
    expect(phone.required).toBe(true);
    save();
    await settle();
    expect(sent).toEqual([]);
    expect(screen.getByText('Enter a mobile phone number to get text messages.')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
  });

  test('saves both choices with the phone number, announces it, and tells the shell the member has both', async () => {
    const sent = fakePosts();
    renderPage(<SubscriptionsPage page={aSubscriptionsPage()} />);
    fireEvent.click(textSwitch());
    fireEvent.change(screen.getByLabelText('Mobile phone number for text messages'), { target: { value: ' +46 70 123 45 67 ' } });
    save();
    expect(sent.map(({ url, body }) => [url, body])).toEqual([
      ['/api/my/profile/subscriptions', { emailSubscription: true, textSubscription: true, phoneNumber: '+46 70 123 45 67' }],
    ]);
    sent[0]!.answer({ success: true, profile: aProfile({ emailSubscription: true, textSubscription: true }) });
    await settle();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Your newsletter choices have been saved.')).toBe(true);
    expect(appShell.get()?.isSubscribedToBoth).toBe(true);
  });

  test('a stored phone number is offered, and unsubscribing from both is allowed', async () => {
    const sent = fakePosts();
    renderPage(<SubscriptionsPage page={aSubscriptionsPage({ textSubscription: true, phoneNumber: '+46701234567' })} />);
    expect((screen.getByLabelText('Mobile phone number for text messages') as HTMLInputElement).value).toBe('+46701234567');
    fireEvent.click(emailSwitch());
    fireEvent.click(textSwitch());
    save();
    expect(sent[0]!.body).toEqual({ emailSubscription: false, textSubscription: false });
    sent[0]!.answer({ success: true });
    await settle();
    expect(emailSwitch().checked).toBe(false);
    expect(appShell.get()?.isSubscribedToBoth).toBe(false);
  });

  test('a refusal is an alert and the choices stay as the member set them', async () => {
    const sent = fakePosts();
    renderPage(<SubscriptionsPage page={aSubscriptionsPage()} />);
    fireEvent.click(emailSwitch());
    save();
    sent[0]!.refuse(503, { code: 'unavailable', message: 'Service unavailable' });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(emailSwitch().checked).toBe(false);
  });

  test('works in the shopper\'s language', () => {
    givenMember('de-DE');
    renderPage(<SubscriptionsPage page={aSubscriptionsPage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Newsletter');
    expect(screen.getByRole('switch', { name: 'Per E-Mail' })).toBeTruthy();
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Newsletter' })).toBeTruthy();
  });
});
