import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { HashtagViewModel } from '../../../contract/hashtag-page';
import type { FeedEntry } from '../../../contract/social-feed';
import { givenVisitor } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/fake-http';
import { aPage, anActivityPost, anAuthor } from '../testing/fixtures';
import { renderWithSocial } from '../testing/render-with-social';
import HashtagPage from './hashtag-page';

const anEntry = (overrides: Partial<FeedEntry> = {}): FeedEntry => ({
  ...anActivityPost({ kind: 'question', stars: null, title: '', text: 'Does it last all day? #Läppstift <b>x</b>', hashtags: ['läppstift'] }),
  author: anAuthor(),
  ...overrides,
});

const aHashtagPage = (overrides: Partial<HashtagViewModel> = {}): HashtagViewModel => ({
  componentName: 'HashtagViewModel',
  url: '/social/hashtag/l%C3%A4ppstift',
  meta: { title: '#läppstift' },
  currentTheme: 'default',
  hashtag: 'läppstift',
  posts: aPage([anEntry()], { totalCount: 1 }),
  ...overrides,
});

describe('a hashtag’s page', () => {
  beforeEach(() => givenVisitor());

  test('the hashtag as its heading, how many posts, each with its writer and its hashtags linked; no axe violations', async () => {
    // In the shell's main, as the page is shown.
    renderWithSocial(
      <main>
        <HashtagPage page={aHashtagPage()} />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('#läppstift');
    expect(screen.getByText('Posts: 1')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Posts with #läppstift' });
    const [entry] = within(list).getAllByRole('article');
    expect(within(entry!).getByRole('link', { name: 'Anna B' }).getAttribute('href')).toBe('/social/profile/anna.b');
    const heading = within(entry!).getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Does it last all day? #Läppstift <b>x</b>');
    expect(within(heading).getByRole('link', { name: '#Läppstift' }).getAttribute('href')).toBe('/social/hashtag/l%C3%A4ppstift');
    expect(await axeViolations()).toEqual([]);
  });

  test('"Show more posts" asks posts/by-hashtag from nextFrom; the keyboard goes to the first post it added', async () => {
    const page = aHashtagPage({ posts: aPage([anEntry()], { nextFrom: 'cursor-1', totalCount: 2 }) });
    const { last } = renderWithSocial(<HashtagPage page={page} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    await act(async () =>
      last('/api/social/posts/by-hashtag/l%C3%A4ppstift?from=cursor-1&count=10').answer(aPage([anEntry({ postId: 'post-2', text: 'Older #läppstift?' })], { totalCount: 2 })),
    );
    await act(settle);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getAllByRole('article')[1]);
  });

  test('a hashtag nobody used yet says so', () => {
    renderWithSocial(<HashtagPage page={aHashtagPage({ posts: aPage([]) })} />);
    expect(screen.getByText('Nobody has written anything with #läppstift yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  test('renders on the server as it renders in the browser (its first HTML), the member’s words as text', () => {
    const html = renderToString(<HashtagPage page={aHashtagPage()} />);
    expect(html).toContain('#läppstift</h1>');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('href="/social/hashtag/l%C3%A4ppstift"');
  });
});
