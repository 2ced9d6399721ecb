import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ConversationMessages, ConversationState, DirectMessage } from '../../../contract/direct-messages';
import { givenMember } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/fake-http';
import { aConversation, aDirectMessage, aPage } from '../testing/fixtures';
import { renderWithSocial } from '../testing/render-with-social';
import { OpenConversation } from './open-conversation';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const fromAnna = (n: number, overrides: Partial<DirectMessage> = {}) => aDirectMessage({ messageId: `message-${n}`, text: `Anna’s ${n}`, sentAt: minutesAgo(60 - n), ...overrides });
const fromMe = (n: number, overrides: Partial<DirectMessage> = {}) => fromAnna(n, { authorProfileId: 'profile-me', text: `Mine ${n}`, ...overrides });

/** The conversation's newest page as the API gives it: newest first. */
const anOpenConversation = (state: ConversationState = 'accepted', overrides: Partial<ConversationMessages> = {}): ConversationMessages => ({
  ...aPage([fromMe(3), fromAnna(2), fromAnna(1)]),
  conversation: aConversation({ state, lastMessage: fromMe(3) }),
  ...overrides,
});

const messagesPath = '/api/my/social/direct-messages/conversation-1/messages';
const log = () => screen.getByRole('log', { name: 'Conversation with Anna B' });
const shownTexts = () => within(log()).getAllByRole('listitem').map((item) => item.querySelector('.o_Message__text')!.textContent);
const field = () => screen.getByRole('textbox', { name: 'Your message to Anna B' }) as HTMLTextAreaElement;

function renderOpen(open: ConversationMessages = anOpenConversation()) {
  return renderWithSocial(<OpenConversation open={open} ownProfileId="profile-me" onChange={() => undefined} />);
}

function write(text: string) {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the open conversation', () => {
  beforeEach(() => givenMember());

  test('its heading names the other member (a link to their profile); its messages, oldest at the top, say who wrote them and when', () => {
    renderOpen();
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Conversation with Anna B');
    expect(within(heading).getByRole('link', { name: 'Anna B' }).getAttribute('href')).toBe('/social/profile/anna.b');
    expect(shownTexts()).toEqual(['Anna’s 1', 'Anna’s 2', 'Mine 3']);
    const [first, , last] = within(log()).getAllByRole('listitem');
    expect(first!.querySelector('.o_PostMeta')!.textContent).toBe('Anna B 59 minutes ago');
    expect(last!.querySelector('.o_PostMeta')!.textContent).toBe('You 57 minutes ago');
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    expect(field().getAttribute('maxlength')).toBe('1000');
  });

  test('sending a message puts it last, empties the field and keeps the keyboard there; Enter alone does not send', async () => {
    const { last, requests } = renderOpen();
    fireEvent.change(field(), { target: { value: 'Line one' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(requests).toEqual([]);
    write('  Rosewood, <b>always</b>.  ');
    write('  Rosewood, <b>always</b>.  ');
    const sent = last('/api/my/social/direct-messages/send-message');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(sent.body).toEqual({ conversationId: 'conversation-1', text: 'Rosewood, <b>always</b>.' });
    const message = fromMe(4, { text: 'Rosewood, <b>always</b>.', sentAt: new Date().toISOString() });
    await act(async () => sent.answer({ conversation: aConversation({ lastMessage: message }), message }));
    expect(shownTexts()).toEqual(['Anna’s 1', 'Anna’s 2', 'Mine 3', 'Rosewood, <b>always</b>.']);
    expect(log().querySelector('b')).toBeNull();
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
  });

  test('Ctrl+Enter or Cmd+Enter sends too', async () => {
    const { sentTo } = renderOpen();
    fireEvent.change(field(), { target: { value: 'Quick one' } });
    fireEvent.keyDown(field(), { key: 'Enter', ctrlKey: true });
    expect(sentTo('/api/my/social/direct-messages/send-message').map((request) => request.body)).toEqual([{ conversationId: 'conversation-1', text: 'Quick one' }]);
    await act(async () => sentTo('/api/my/social/direct-messages/send-message')[0]!.fail(503));
    fireEvent.keyDown(field(), { key: 'Enter', metaKey: true });
    expect(sentTo('/api/my/social/direct-messages/send-message')).toHaveLength(2);
  });

  test('an empty message is not sent: the field says what is missing', () => {
    const { requests } = renderOpen();
    write('   ');
    expect(requests).toEqual([]);
    expect(screen.getByText('Fill this in.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  test.each([
    [409, 'invitation_pending', 'Your invitation has not been accepted yet. You can write again once it is.'],
    [429, 'posting_limit', 'You have written a lot in a short while. Try again in a little while.'],
    [503, 'server_error', 'Something went wrong. Please try again.'],
  ])('a refusal (%s %s) is said beside the form, and the text stays', async (status, code, said) => {
    const { last } = renderOpen();
    write('One more thing');
    await act(async () => last('/api/my/social/direct-messages/send-message').fail(status, { error: { code, message: 'x' } }));
    expect(within(field().closest('form')!).getByRole('alert').textContent).toBe(said);
    expect(field().value).toBe('One more thing');
    expect(shownTexts()).toHaveLength(3);
  });

  test('waiting for the answer to their invitation, the reader is told so and has no form', () => {
    renderOpen(anOpenConversation('awaiting-answer'));
    expect(screen.getByText('Anna B has not accepted your invitation yet. You can write again once they do.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  test('invited, the reader may accept (the notice goes, a status says so) or answer at once', async () => {
    const { last } = renderOpen(anOpenConversation('invited'));
    expect(screen.getByText('Anna B wants to write to you. Accept the invitation or answer it to write with them, or decline it.')).toBeTruthy();
    expect(field()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await act(async () => last('/api/my/social/direct-messages/accept-invitation').answer(aConversation({ state: 'accepted' })));
    await act(settle);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    const said = screen.getByText('You accepted the invitation. You and Anna B can now write to each other.');
    expect(document.activeElement).toBe(said);
    expect(field()).toBeTruthy();
  });

  test('invited, the reader may decline; declined, they may still accept', async () => {
    const { last } = renderOpen(anOpenConversation('invited'));
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(last('/api/my/social/direct-messages/decline-invitation').body).toEqual({ conversationId: 'conversation-1' });
    await act(async () => last('/api/my/social/direct-messages/decline-invitation').answer(aConversation({ state: 'declined' })));
    expect(screen.getByText('You declined the invitation from Anna B. You can still accept it, or answer it.')).toBeTruthy();
    expect(screen.getByText('You declined the invitation from Anna B.').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(field()).toBeTruthy();
  });

  test('answering an invitation accepts it: the form’s answer brings the conversation as it stands', async () => {
    const { last } = renderOpen(anOpenConversation('invited'));
    write('Thank you!');
    const message = fromMe(4, { text: 'Thank you!', sentAt: new Date().toISOString() });
    await act(async () => last('/api/my/social/direct-messages/send-message').answer({ conversation: aConversation({ state: 'accepted' }), message }));
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(shownTexts().at(-1)).toBe('Thank you!');
  });

  test('"Show earlier messages" reads the page before from nextFrom and puts it above; the keyboard goes on at the newest it added', async () => {
    const { last } = renderOpen(anOpenConversation('accepted', { nextFrom: 'cursor-m', totalCount: 5 }));
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await act(async () => last(`${messagesPath}?from=cursor-m&count=10`).answer({ ...aPage([fromMe(0), fromAnna(-1)], { totalCount: 5 }), conversation: aConversation() }));
    await act(settle);
    expect(shownTexts()).toEqual(['Anna’s -1', 'Mine 0', 'Anna’s 1', 'Anna’s 2', 'Mine 3']);
    expect(document.activeElement).toBe(within(log()).getAllByRole('listitem')[1]);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  test('renders on the server as in the browser, members’ words as text', () => {
    const open = anOpenConversation('accepted', { items: [fromAnna(1, { text: '<script>alert(1)</script> hi' })] });
    const html = renderToString(<OpenConversation open={open} ownProfileId="profile-me" onChange={() => undefined} />);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; hi');
    expect(html).not.toContain('<script>');
    expect(html).toContain('role="log"');
  });

  test('no axe violations, invited or writing', async () => {
    const { unmount } = renderOpen(anOpenConversation('invited', { nextFrom: 'cursor-m' }));
    expect(await axeViolations()).toEqual([]);
    unmount();
    renderOpen(anOpenConversation('awaiting-answer'));
    expect(await axeViolations()).toEqual([]);
  });
});

describe('new messages in the open conversation', () => {
  beforeEach(() => {
    givenMember();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  const setVisibility = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  };

  test('every 10 seconds while the page is shown, the newest page is read again and what is not shown yet comes last', async () => {
    const { sentTo } = renderOpen();
    const polls = () => sentTo(`${messagesPath}?count=10`);
    act(() => jest.advanceTimersByTime(9_999));
    expect(polls()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(polls()).toHaveLength(1);
    await act(async () => polls()[0]!.answer({ ...aPage([fromAnna(5), fromAnna(4), fromMe(3), fromAnna(2)]), conversation: aConversation() }));
    expect(shownTexts()).toEqual(['Anna’s 1', 'Anna’s 2', 'Mine 3', 'Anna’s 4', 'Anna’s 5']);
    act(() => jest.advanceTimersByTime(10_000));
    await act(async () => polls()[1]!.answer({ ...aPage([fromAnna(5), fromAnna(4)]), conversation: aConversation() }));
    expect(shownTexts()).toHaveLength(5);
  });

  test('an answer still on its way is not asked again; a failed one is asked again next time', async () => {
    const { sentTo } = renderOpen();
    const polls = () => sentTo(`${messagesPath}?count=10`);
    act(() => jest.advanceTimersByTime(20_000));
    expect(polls()).toHaveLength(1);
    await act(async () => polls()[0]!.fail(503));
    act(() => jest.advanceTimersByTime(10_000));
    expect(polls()).toHaveLength(2);
  });

  test('the other member accepting shows the form', async () => {
    const { sentTo } = renderOpen(anOpenConversation('awaiting-answer'));
    act(() => jest.advanceTimersByTime(10_000));
    await act(async () => sentTo(`${messagesPath}?count=10`)[0]!.answer({ ...anOpenConversation('accepted') }));
    expect(field()).toBeTruthy();
    expect(screen.queryByText('Anna B has not accepted your invitation yet. You can write again once they do.')).toBeNull();
  });

  test('not while the page is hidden, nor once it is gone; shown again, it reads at once', () => {
    const { sentTo, unmount } = renderOpen();
    const polls = () => sentTo(`${messagesPath}?count=10`);
    setVisibility('hidden');
    act(() => jest.advanceTimersByTime(60_000));
    expect(polls()).toHaveLength(0);
    setVisibility('visible');
    expect(polls()).toHaveLength(1);
    unmount();
    act(() => jest.advanceTimersByTime(60_000));
    expect(polls()).toHaveLength(1);
  });
});
