import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { SocialMessagesPageViewModel } from '../../../contract/direct-messages';
import { givenMember } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/fake-http';
import { aConversation, aDirectMessage, anAuthor, aPage } from '../testing/fixtures';
import { renderWithSocial } from '../testing/render-with-social';
import SocialMessagesPage from './social-messages-page';

const bea = anAuthor({ profileId: 'profile-bea', alias: 'bea', displayName: 'Bea <b>B</b>' });

const anInvitation = aConversation({
  conversationId: 'conversation-9',
  with: bea,
  state: 'invited',
  lastMessage: aDirectMessage({ messageId: 'message-9', authorProfileId: 'profile-bea', text: 'Hi! <img src=x onerror=alert(1)> Love your looks.' }),
  unreadCount: 1,
});

const aMessagesPage = (overrides: Partial<SocialMessagesPageViewModel> = {}): SocialMessagesPageViewModel => ({
  componentName: 'SocialMessagesPageViewModel',
  url: '/social/messages',
  meta: { title: 'Messages | Beauty Store', robots: 'noindex' },
  currentTheme: 'default',
  ownProfileId: 'profile-me',
  invitations: aPage([anInvitation]),
  conversations: aPage([
    aConversation({ unreadCount: 2 }),
    aConversation({
      conversationId: 'conversation-2',
      with: anAuthor({ profileId: 'profile-cleo', alias: 'cleo', displayName: 'Cleo' }),
      state: 'awaiting-answer',
      lastMessage: aDirectMessage({ messageId: 'message-2', authorProfileId: 'profile-me', text: `Hello Cleo,\nyour ${'very '.repeat(30)}lovely look` }),
    }),
  ]),
  open: null,
  ...overrides,
});

const invitations = () => screen.getByRole('region', { name: 'Invitations' });
const conversations = () => screen.getByRole('region', { name: 'Conversations' });

describe('the messages page', () => {
  beforeEach(() => givenMember());

  test('the invitations: who invites (a link to their profile), their first message as text, when, and Accept and Decline', () => {
    renderWithSocial(<SocialMessagesPage page={aMessagesPage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Messages');
    const [invitation] = within(invitations()).getAllByRole('listitem');
    expect(within(invitation!).getByRole('link', { name: 'Bea <b>B</b>' }).getAttribute('href')).toBe('/social/profile/bea');
    expect(within(invitation!).getByText('Hi! <img src=x onerror=alert(1)> Love your looks.')).toBeTruthy();
    expect(invitation!.querySelector('img')).toBeNull();
    expect(within(invitation!).getByText('5 minutes ago')).toBeTruthy();
    const accept = within(invitation!).getByRole('button', { name: 'Accept' });
    expect(accept.getAttribute('aria-describedby')).toBe(invitation!.querySelector('.o_PostMeta')!.id);
    expect(within(invitation!).getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  test('without invitations there is no invitations section', () => {
    renderWithSocial(<SocialMessagesPage page={aMessagesPage({ invitations: aPage([]) })} />);
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  test('the conversations: links to each, with the name, the last message’s start ("You: …" for the reader’s own), when, and the unread count in words', () => {
    renderWithSocial(<SocialMessagesPage page={aMessagesPage()} />);
    const [anna, cleo] = within(conversations()).getAllByRole('link');
    expect(anna!.getAttribute('href')).toBe('/social/messages/conversation-1');
    expect(anna!.textContent).toBe('Anna B Which shade do you wear? 5 minutes ago 22 unread');
    expect(anna!.querySelector('.p_CountBadge')!.getAttribute('aria-hidden')).toBe('true');
    expect(within(anna!).getByText('2 unread').className).toBe('p_visually-hidden');
    expect(cleo!.getAttribute('href')).toBe('/social/messages/conversation-2');
    const start = within(cleo!).getByText(/^You: Hello Cleo, your very/).textContent!;
    expect(start).toHaveLength('You: '.length + 80);
    expect(start.endsWith('…')).toBe(true);
    expect(within(cleo!).getByText('Waiting for an answer')).toBeTruthy();
    expect(cleo!.textContent).not.toContain('unread');
    expect(within(conversations()).queryByRole('link', { current: 'page' })).toBeNull();
  });

  test('with none, the conversations section says how to begin one', () => {
    renderWithSocial(<SocialMessagesPage page={aMessagesPage({ conversations: aPage([]) })} />);
    expect(within(conversations()).getByText('No conversations yet. Write to a member from their profile page.')).toBeTruthy();
  });

  test('"Show more conversations" reads the next page from nextFrom; the keyboard goes on at the first one it added', async () => {
    const page = aMessagesPage({ conversations: aPage([aConversation()], { nextFrom: 'cursor-c', totalCount: 2 }) });
    const { last } = renderWithSocial(<SocialMessagesPage page={page} />);
    fireEvent.click(within(conversations()).getByRole('button', { name: 'Show more conversations' }));
    const next = aConversation({ conversationId: 'conversation-3', with: anAuthor({ profileId: 'profile-di', alias: 'di', displayName: 'Di' }) });
    await act(async () => last('/api/my/social/direct-messages/conversations?from=cursor-c&count=10').answer(aPage([next], { totalCount: 2 })));
    await act(settle);
    expect(within(conversations()).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/social/messages/conversation-1',
      '/social/messages/conversation-3',
    ]);
    expect(document.activeElement).toBe(within(conversations()).getAllByRole('listitem')[1]);
    expect(within(conversations()).getByText('Conversations shown: 2 of 2')).toBeTruthy();
  });

  test('Accept answers the invitation and opens its conversation', async () => {
    const { last, recorded } = renderWithSocial(<SocialMessagesPage page={aMessagesPage()} />);
    const navigations = recorded('page:navigate-request');
    fireEvent.click(within(invitations()).getByRole('button', { name: 'Accept' }));
    fireEvent.click(within(invitations()).getByRole('button', { name: 'Accept' }));
    const accept = last('/api/my/social/direct-messages/accept-invitation');
    expect(accept.body).toEqual({ conversationId: 'conversation-9' });
    await act(async () => accept.answer({ ...anInvitation, state: 'accepted' }));
    expect(navigations).toEqual([{ url: '/social/messages/conversation-9' }]);
  });

  test('the lists follow the open conversation: its invitation leaves once accepted there, its link shows the newest message and state', async () => {
    const open = { conversation: anInvitation, items: [anInvitation.lastMessage], nextFrom: null, totalCount: 1 };
    const waiting = aConversation({ conversationId: 'conversation-9', with: bea, state: 'awaiting-answer', lastMessage: anInvitation.lastMessage });
    const page = aMessagesPage({ url: '/social/messages/conversation-9', open, conversations: aPage([waiting]) });
    const { last } = renderWithSocial(<SocialMessagesPage page={page} />);
    expect(within(invitations()).getByText(/Love your looks/)).toBeTruthy();
    const notice = screen.getByRole('region', { name: 'Conversation with Bea <b>B</b>' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Accept' }));
    await act(async () => last('/api/my/social/direct-messages/accept-invitation').answer({ ...anInvitation, state: 'accepted', unreadCount: 0 }));
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message to Bea <b>B</b>' }), { target: { value: 'Thank you!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const reply = aDirectMessage({ messageId: 'message-10', authorProfileId: 'profile-me', text: 'Thank you!', sentAt: new Date().toISOString() });
    await act(async () => last('/api/my/social/direct-messages/send-message').answer({ conversation: { ...anInvitation, state: 'accepted', unreadCount: 0, lastMessage: reply }, message: reply }));
    const link = within(conversations()).getByRole('link', { current: 'page' });
    expect(link.textContent).toContain('You: Thank you!');
    expect(link.textContent).not.toContain('Waiting for an answer');
  });

  test('Decline answers the invitation: it leaves the list, a status says so and the keyboard goes there', async () => {
    const { last, sentTo } = renderWithSocial(<SocialMessagesPage page={aMessagesPage()} />);
    fireEvent.click(within(invitations()).getByRole('button', { name: 'Decline' }));
    fireEvent.click(within(invitations()).getByRole('button', { name: 'Decline' }));
    expect(sentTo('/api/my/social/direct-messages/decline-invitation')).toHaveLength(1);
    await act(async () => last('/api/my/social/direct-messages/decline-invitation').answer({ ...anInvitation, state: 'declined' }));
    await act(settle);
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    const said = screen.getByText('You declined the invitation from Bea <b>B</b>.');
    expect(said.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(said);
  });

  test('a failed answer says why and keeps the invitation', async () => {
    const { last } = renderWithSocial(<SocialMessagesPage page={aMessagesPage()} />);
    fireEvent.click(within(invitations()).getByRole('button', { name: 'Accept' }));
    await act(async () => last('/api/my/social/direct-messages/accept-invitation').fail(404, { error: { code: 'unknown_conversation', message: 'x' } }));
    const [invitation] = within(invitations()).getAllByRole('listitem');
    expect(within(invitation!).getByRole('alert').textContent).toBe('This conversation is not there any more.');
    expect(within(invitations()).getAllByRole('listitem')).toHaveLength(1);
  });

  test('before onboarding it says a social profile comes first, with the way there, and nothing else', () => {
    renderWithSocial(<SocialMessagesPage page={aMessagesPage({ ownProfileId: null })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Messages');
    expect(screen.getByText('To write messages, you need a social profile first.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your social profile' }).getAttribute('href')).toBe('/social/my-profile');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryAllByRole('heading')).toHaveLength(1);
  });

  test('renders on the server as in the browser: links that work before hydration, members’ words as text', () => {
    const html = renderToString(<SocialMessagesPage page={aMessagesPage()} />);
    expect(html).toContain('href="/social/messages/conversation-1"');
    expect(html).toContain('Hi! &lt;img src=x onerror=alert(1)&gt; Love your looks.');
    expect(html).toContain('Bea &lt;b&gt;B&lt;/b&gt;');
    expect(html).not.toContain('<img');
  });

  test('no axe violations', async () => {
    renderWithSocial(<SocialMessagesPage page={aMessagesPage()} />);
    expect(await axeViolations()).toEqual([]);
  });
});
