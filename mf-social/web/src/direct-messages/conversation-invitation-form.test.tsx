import { act, fireEvent, screen, within } from '@testing-library/react';
import { WriteGateProvider } from '../social-profile/write-gate';
import { givenMember, givenVisitor } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/fake-http';
import { aConversation, aDirectMessage, aProfile } from '../testing/fixtures';
import { renderWithSocial } from '../testing/render-with-social';
import { ConversationInvitationForm } from './conversation-invitation-form';

const invitePath = '/api/my/social/direct-messages/create-conversation-invitation';

/** The form as the profile page has it, in the page's main landmark. */
function renderForm() {
  return renderWithSocial(
    <main>
      <WriteGateProvider code="profile:profile-anna">
        <ConversationInvitationForm profileId="profile-anna" displayName="Anna B" />
      </WriteGateProvider>
    </main>,
  );
}

const opener = () => screen.getByRole('button', { name: 'Send a message' });
const field = () => screen.getByRole('textbox', { name: 'Your message to Anna B' }) as HTMLTextAreaElement;

/** A member with a social profile opens the form. */
async function openAsMember() {
  givenMember();
  const view = renderForm();
  fireEvent.click(opener());
  await act(async () => view.last('/api/my/social/profile').answer({ profile: aProfile() }));
  return view;
}

describe('"Send a message" on another member’s profile', () => {
  beforeEach(() => sessionStorage.clear());

  test('a visitor is asked to log in, with why, and nothing opens', () => {
    givenVisitor();
    const { recorded, requests } = renderForm();
    const logins = recorded('account:login-required');
    fireEvent.click(opener());
    expect(logins).toEqual([{ returnUrl: '/', message: 'Log in to send messages.' }]);
    expect(requests).toEqual([]);
    expect(opener().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test('a member opens it in the page (a disclosure, not a dialog), the keyboard in the field; pressed again it closes', async () => {
    await openAsMember();
    expect(opener().getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(opener().getAttribute('aria-controls')!)!.contains(field())).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(field());
    expect(field().getAttribute('maxlength')).toBe('1000');
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(opener());
    expect(opener().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test('sends the first message to the profile, then says so with the way to the conversation, once', async () => {
    const { last, sentTo } = await openAsMember();
    fireEvent.change(field(), { target: { value: ' Hi Anna! ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sentTo(invitePath).map((request) => request.body)).toEqual([{ profileId: 'profile-anna', text: 'Hi Anna!' }]);
    const message = aDirectMessage({ authorProfileId: 'profile-me', text: 'Hi Anna!' });
    await act(async () => last(invitePath).answer({ conversation: aConversation({ conversationId: 'conversation-7', state: 'awaiting-answer', lastMessage: message }), message }));
    await act(settle);
    const sent = screen.getByText('Message sent.', { exact: false });
    expect(sent.getAttribute('role')).toBe('status');
    expect(within(sent).getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe('/social/messages/conversation-7');
    expect(document.activeElement).toBe(sent);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test('a refusal is said in the form, in the member’s words', async () => {
    const { last } = await openAsMember();
    fireEvent.change(field(), { target: { value: 'Hello again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => last(invitePath).fail(409, { error: { code: 'invitation_pending', message: 'x' } }));
    expect(within(field().closest('form')!).getByRole('alert').textContent).toBe('Your invitation has not been accepted yet. You can write again once it is.');
    expect(field().value).toBe('Hello again');
  });
});
