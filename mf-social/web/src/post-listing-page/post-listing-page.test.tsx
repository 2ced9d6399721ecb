import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { SocialPostListingViewModel } from '../../../contract/post-listing';
import type { FeedEntry } from '../../../contract/social-feed';
import { givenVisitor } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/fake-http';
import { aPage, anActivityPost, anAuthor } from '../testing/fixtures';
import { renderWithSocial } from '../testing/render-with-social';
import PostListingPage from './post-listing-page';

const anEntry = (overrides: Partial<FeedEntry> = {}): FeedEntry => ({ ...anActivityPost(), author: anAuthor(), ...overrides });

const aListing = (overrides: Partial<SocialPostListingViewModel> = {}): SocialPostListingViewModel => ({
  componentName: 'SocialPostListingViewModel',
  url: '/social/posts',
  meta: { title: 'Latest posts' },
  currentTheme: 'default',
  kind: 'all',
  posts: aPage([anEntry()], { totalCount: 1 }),
  ...overrides,
});

describe('the latest posts', () => {
  beforeEach(() => givenVisitor());

  test('a heading for the kind shown, links to each kind (the shown one the current page), the posts with their writers; no axe violations', async () => {
    renderWithSocial(
      <main>
        <PostListingPage page={aListing({ kind: 'reviews', url: '/social/posts?kind=reviews' })} />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Latest reviews');
    const kinds = within(screen.getByRole('navigation', { name: 'Show' })).getAllByRole('link');
    expect(kinds.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['All posts', '/social/posts', null],
      ['Reviews', '/social/posts?kind=reviews', 'page'],
      ['Questions', '/social/posts?kind=questions', null],
      ['Looks', '/social/posts?kind=looks', null],
    ]);
    const list = screen.getByRole('list', { name: 'Latest reviews' });
    expect(within(list).getByRole('link', { name: 'Anna B' }).getAttribute('href')).toBe('/social/profile/anna.b');
    expect(await axeViolations()).toEqual([]);
  });

  test('"Show more posts" asks the latest of the same kind from nextFrom', async () => {
    const { last } = renderWithSocial(<PostListingPage page={aListing({ kind: 'questions', posts: aPage([anEntry()], { nextFrom: 'cursor-1', totalCount: 2 }) })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    await act(async () => last('/api/social/posts/latest?kind=questions&from=cursor-1&count=10').answer(aPage([anEntry({ postId: 'post-2' })], { totalCount: 2 })));
    await act(settle);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  test('no posts yet says so; the first HTML is the page itself', () => {
    renderWithSocial(<PostListingPage page={aListing({ posts: aPage([]) })} />);
    expect(screen.getByText('There are no posts here yet.')).toBeTruthy();
    expect(renderToString(<PostListingPage page={aListing()} />)).toContain('Latest posts</h1>');
  });
});
