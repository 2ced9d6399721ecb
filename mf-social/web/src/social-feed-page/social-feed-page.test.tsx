import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { FeedEntry, SocialFeedViewModel } from '../../../contract/social-feed';
import { givenMember } from '../testing/app-shell-data';
import { settle } from '../testing/fake-http';
import { axeViolations } from '../testing/axe';
import { aPage, anActivityPost, anAnswer } from '../testing/fixtures';
import { renderWithSocial } from '../testing/render-with-social';
import SocialFeedPage from './social-feed-page';

const anEntry = (overrides: Partial<FeedEntry> = {}): FeedEntry => ({
  ...anActivityPost({ stars: 5, title: 'Lovely', text: 'Soft lips every morning.', helpfulCount: 0, createdAt: new Date(Date.now() - 5 * 60_000).toISOString() }),
  author: { profileId: 'profile-fia', alias: 'fia', displayName: 'Fia <i>F</i>', profileImageUrl: null },
  ...overrides,
});

const aFeedPage = (overrides: Partial<SocialFeedViewModel> = {}): SocialFeedViewModel => ({
  componentName: 'SocialFeedViewModel',
  url: '/social/feed',
  meta: { title: 'Your feed | Beauty Store', robots: 'noindex' },
  currentTheme: 'default',
  stories: [],
  feed: aPage([anEntry()], { totalCount: 1 }),
  followingCount: 1,
  ownAlias: 'me.too',
  ...overrides,
});

describe('the member’s feed', () => {
  beforeEach(() => givenMember());

  test('each post with its writer (a link to their profile), its product and when; the member’s own profile linked', () => {
    renderWithSocial(<SocialFeedPage page={aFeedPage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your feed');
    expect(screen.getByText('Profiles you follow: 1', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe('/social/profile/me.too');
    expect(screen.getByRole('link', { name: 'Latest posts from everyone' }).getAttribute('href')).toBe('/social/posts');
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/social/messages');
    const [entry] = screen.getAllByRole('article');
    expect(within(entry!).getByRole('link', { name: 'Fia <i>F</i>' }).getAttribute('href')).toBe('/social/profile/fia');
    expect(within(entry!).getByRole('link', { name: 'LANEIGE Lip Sleeping Mask' }).getAttribute('href')).toBe('/p/lip-sleeping-mask-200001');
    expect(within(entry!).getByRole('heading', { level: 2 }).textContent).toBe('Lovely');
    expect(within(entry!).getByText('5 minutes ago')).toBeTruthy();
  });

  test('a writer with a profile picture has it in their link, small and round, and the link is still named by their name', () => {
    const pictured = anEntry({ author: { profileId: 'profile-fia', alias: 'fia', displayName: 'Fia', profileImageUrl: '/images/social/fia-1' } });
    renderWithSocial(<SocialFeedPage page={aFeedPage({ feed: aPage([pictured], { totalCount: 1 }) })} />);
    const link = within(screen.getByRole('article')).getByRole('link', { name: 'Fia' });
    const picture = link.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/images/social/fia-1?w=60&q=75&fmt=jpg');
    expect(picture.getAttribute('alt')).toBe('');
    expect(picture.getAttribute('loading')).toBe('lazy');
  });

  test('a look in the feed is liked and commented on there: the like is the server’s count, the comments open under it', async () => {
    const look = anEntry({ postId: 'look-1', kind: 'look', stars: null, title: '', text: 'Evening eyes', likeCount: 4, liked: false, answerCount: 1 });
    const { last } = renderWithSocial(<SocialFeedPage page={aFeedPage({ feed: aPage([look], { totalCount: 1 }) })} />);
    const entry = screen.getByRole('article');
    const like = within(entry).getByRole('button', { name: /Like/ });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(like.getAttribute('aria-describedby')).toBe(within(entry).getByRole('heading', { level: 2 }).id);
    fireEvent.click(like);
    const liked = last('/api/social/posts/look-1/reactions/add');
    expect(liked.body).toEqual({ type: 'like' });
    await act(async () => liked.answer({ liked: true, likeCount: 5 }));
    expect(within(entry).getByRole('button', { name: /Like/ }).getAttribute('aria-pressed')).toBe('true');
    expect(within(entry).getByText('Liked by 5')).toBeTruthy();

    fireEvent.click(within(entry).getByRole('button', { name: 'Comments (1)' }));
    await act(async () => last('/api/social/posts/look-1/comments?count=10').answer(aPage([anAnswer({ text: 'Gorgeous!' })], { totalCount: 1 })));
    await act(settle);
    expect(within(within(entry).getByRole('list', { name: 'Comments' })).getByText('Gorgeous!')).toBeTruthy();
    expect(await axeViolations(entry)).toEqual([]);
  });

  test('a question in the feed has no comments of its own there: its answers are on its product’s page', () => {
    renderWithSocial(<SocialFeedPage page={aFeedPage({ feed: aPage([anEntry({ kind: 'question', stars: null, title: '', text: 'Does it last?' })], { totalCount: 1 }) })} />);
    expect(within(screen.getByRole('article')).queryByRole('button', { name: /^Comments/ })).toBeNull();
  });

  test('"Show more posts" asks the feed from nextFrom; the keyboard goes to the first post it added', async () => {
    const { last } = renderWithSocial(<SocialFeedPage page={aFeedPage({ feed: aPage([anEntry()], { nextFrom: 'cursor-1', totalCount: 2 }) })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    await act(async () => last('/api/my/social/feed?from=cursor-1&count=10').answer(aPage([anEntry({ postId: 'post-2', title: 'Older' })], { totalCount: 2 })));
    await act(settle);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getAllByRole('article')[1]);
    expect(screen.getByText('Posts shown: 2 of 2')).toBeTruthy();
  });

  test.each([
    ['follows nobody', 0, 'You follow nobody yet.'],
    ['follows members who wrote nothing yet', 3, 'The members you follow have not written anything yet.'],
  ])('a member who %s is told how it stands', (_who, followingCount, told) => {
    renderWithSocial(<SocialFeedPage page={aFeedPage({ feed: aPage([]), followingCount, ownAlias: null })} />);
    expect(screen.getByText(told, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Your profile' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('renders on the server as it renders in the browser (its first HTML), writers’ names as text', () => {
    const html = renderToString(<SocialFeedPage page={aFeedPage()} />);
    expect(html).toContain('Your feed');
    expect(html).toContain('Fia &lt;i&gt;F&lt;/i&gt;');
  });
});
