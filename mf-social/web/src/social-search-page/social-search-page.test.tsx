import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { FeedEntry } from '../../../contract/social-feed';
import type { SocialSearchPageViewModel, SocialSearchPostPage, SocialSearchProfile } from '../../../contract/social-search';
import { givenVisitor } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/fake-http';
import { aPage, anActivityPost, anAuthor } from '../testing/fixtures';
import { renderWithSocial } from '../testing/render-with-social';
import SocialSearchPage from './social-search-page';

const anEntry = (overrides: Partial<FeedEntry> = {}): FeedEntry => ({
  ...anActivityPost({ kind: 'question', stars: null, title: '', text: 'Is the velvet finish matte? <b>x</b>', hashtags: [] }),
  author: anAuthor(),
  ...overrides,
});

const aFoundProfile = (overrides: Partial<SocialSearchProfile> = {}): SocialSearchProfile => ({
  ...anAuthor(),
  followerCount: 1200,
  postCount: 3,
  ...overrides,
});

/** Posts found: counted in full unless told. */
const found = (items: FeedEntry[], overrides: Partial<SocialSearchPostPage> = {}): SocialSearchPostPage => ({ ...aPage(items, overrides), totalCountIsLowerBound: false, ...overrides });

const aSearchPage = (overrides: Partial<SocialSearchPageViewModel> = {}): SocialSearchPageViewModel => ({
  componentName: 'SocialSearchPageViewModel',
  url: '/social/search?q=ENCRYPTED',
  meta: { title: 'velvet' },
  currentTheme: 'default',
  q: 'velvet',
  queryProblem: null,
  profiles: aPage([aFoundProfile()], { totalCount: 1 }),
  hashtags: [
    { hashtag: 'velvetlips', postCount: 4, postCountIsLowerBound: false },
    { hashtag: 'velvet', postCount: 1000, postCountIsLowerBound: true },
  ],
  posts: found([anEntry()], { totalCount: 1 }),
  ...overrides,
});

describe('the social search page', () => {
  beforeEach(() => givenVisitor());

  test('the text as its heading, then profiles, hashtags and posts, each under its own heading and linked; no axe violations', async () => {
    renderWithSocial(
      <main>
        <SocialSearchPage page={aSearchPage()} />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for “velvet”');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Profiles (1)', 'Hashtags', 'Posts (1)']);
    const profiles = screen.getByRole('list', { name: 'Profiles with “velvet”' });
    expect(within(profiles).getByRole('link', { name: 'Anna B' }).getAttribute('href')).toBe('/social/profile/anna.b');
    expect(profiles.textContent).toContain('1,200 followers, 3 posts');
    expect(screen.getByRole('link', { name: '#velvetlips' }).getAttribute('href')).toBe('/social/hashtag/velvetlips');
    expect(screen.getByRole('region', { name: 'Hashtags' }).textContent).toBe('Hashtags#velvetlips 4 posts#velvet 1,000+ posts');
    const posts = screen.getByRole('list', { name: 'Posts with “velvet”' });
    // A post's heading is an h3 under its section's h2; its text stays text.
    expect(within(posts).getByRole('heading', { level: 3 }).textContent).toBe('Is the velvet finish matte? <b>x</b>');
    expect((within(screen.getByRole('search')).getByRole('textbox', { name: 'Search posts and profiles' }) as HTMLInputElement).value).toBe('velvet');
    expect(await axeViolations()).toEqual([]);
  });

  test('nothing found says so under each heading; without a text the page is its field alone', () => {
    const { unmount } = renderWithSocial(<SocialSearchPage page={aSearchPage({ profiles: aPage([], { totalCount: 0 }), hashtags: [], posts: found([], { totalCount: 0 }) })} />);
    expect(screen.getByText('No profile’s name has “velvet” in it.')).toBeTruthy();
    expect(screen.getByText('No post has “velvet” in it.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Hashtags' })).toBeNull();
    unmount();

    renderWithSocial(<SocialSearchPage page={aSearchPage({ q: '', profiles: aPage([]), hashtags: [], posts: found([]) })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search posts and profiles');
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect((screen.getByRole('textbox', { name: 'Search posts and profiles' }) as HTMLInputElement).value).toBe('');
  });

  test('a q that could not be read is said at the field, which is empty', () => {
    renderWithSocial(<SocialSearchPage page={aSearchPage({ q: '', queryProblem: 'unreadable', profiles: aPage([]), hashtags: [], posts: found([]) })} />);
    const field = screen.getByRole('textbox', { name: 'Search posts and profiles' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toContain('The search in the address could not be read. Type it again.');
  });

  test('searching again: one character is refused at the field; a text opens the search page social autocomplete names for it', async () => {
    const { last, requests, recorded } = renderWithSocial(<SocialSearchPage page={aSearchPage()} />);
    const navigations = recorded('page:navigate-request');
    const field = screen.getByRole('textbox', { name: 'Search posts and profiles' });
    fireEvent.change(field, { target: { value: ' m ' } });
    fireEvent.submit(field.closest('form')!);
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toContain('Type at least 2 characters to search.');
    expect(requests).toHaveLength(0);

    fireEvent.change(field, { target: { value: ' matte lips ' } });
    fireEvent.submit(field.closest('form')!);
    await act(async () => last('/search/socialautocomplete?q=matte+lips').answer({ q: 'matte lips', completions: [], searchUrl: '/social/search?q=SECRET' }));
    await act(settle);
    expect(navigations).toEqual([{ url: '/social/search?q=SECRET' }]);
  });

  test('"Show more profiles" asks profiles/search from nextFrom with the text; "Show more posts" asks posts/search', async () => {
    const page = aSearchPage({
      profiles: aPage([aFoundProfile()], { nextFrom: 'profiles-1', totalCount: 2 }),
      posts: found([anEntry()], { nextFrom: 'posts-1', totalCount: 2 }),
    });
    const { last } = renderWithSocial(<SocialSearchPage page={page} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more profiles' }));
    await act(async () =>
      last('/api/social/profiles/search?q=velvet&from=profiles-1&count=10').answer(
        aPage([aFoundProfile({ profileId: 'profile-2', alias: 'velvet.vera', displayName: 'Vera V' })], { totalCount: 2 }),
      ),
    );
    await act(settle);
    expect(within(screen.getByRole('list', { name: 'Profiles with “velvet”' })).getAllByRole('listitem')).toHaveLength(2);
    expect((document.activeElement as HTMLElement).textContent).toContain('Vera V');

    fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    await act(async () => last('/api/social/posts/search?q=velvet&from=posts-1&count=10').answer(aPage([anEntry({ postId: 'post-2' })], { totalCount: 2 })));
    await act(settle);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  test('more posts than are counted read as at least that many, in the heading and under the list', () => {
    renderWithSocial(<SocialSearchPage page={aSearchPage({ posts: found([anEntry()], { totalCount: 1000, totalCountIsLowerBound: true, nextFrom: 'n' }) })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Posts (1,000+)' })).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Posts shown: 1 of 1,000+');
  });

  test('renders on the server as in the browser; the searched text and every user text stay text', () => {
    const html = renderToString(<SocialSearchPage page={aSearchPage()} />);
    expect(html).toContain('Search results for “velvet”');
    expect(html).toContain('href="/social/hashtag/velvetlips"');
    expect(html).not.toContain('<b>x</b>');
    const hostile = '<img src=x onerror=alert(1)>';
    const echoed = renderToString(<SocialSearchPage page={aSearchPage({ q: hostile })} />);
    expect(echoed).not.toContain('<img');
    expect(echoed).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
