import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ActivityPost, SocialProfilePageViewModel } from '../../../contract/social-profile-page';
import { givenVisitor } from '../testing/app-shell-data';
import { settle } from '../testing/fake-http';
import { aPage } from '../testing/fixtures';
import { renderWithSocial } from '../testing/render-with-social';
import SocialProfilePage from './social-profile-page';

const aPost = (overrides: Partial<ActivityPost> = {}): ActivityPost => ({
  postId: 'post-1',
  kind: 'review',
  productCode: 'sephora:P420652',
  product: { code: 'sephora:P420652', name: 'Lip Sleeping Mask', brandName: 'LANEIGE', url: '/p/lip-sleeping-mask-200001' },
  stars: 4,
  title: 'Soft <b>lips</b>',
  text: 'My lips were soft the next morning.',
  helpfulCount: 3,
  answerCount: 0,
  createdAt: new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString(),
  ...overrides,
});

const aProfilePage = (overrides: Partial<SocialProfilePageViewModel> = {}): SocialProfilePageViewModel => ({
  componentName: 'SocialProfilePageViewModel',
  url: '/social/profile/anna.b',
  meta: { title: 'Anna B (@anna.b) | Beauty Store' },
  currentTheme: 'default',
  profile: { profileId: 'profile-anna', alias: 'anna.b', displayName: 'Anna B', description: 'Lips first.', reviewCount: 1, questionCount: 1, isOwn: false },
  activity: aPage([aPost(), aPost({ postId: 'post-2', kind: 'question', stars: null, title: '', text: 'Does it suit dry skin?', answerCount: 2, product: null })], { totalCount: 2 }),
  ...overrides,
});

describe('a member’s social profile page', () => {
  beforeEach(() => givenVisitor());

  test('who they are, and each post with its product, its stars and when, as text', () => {
    renderWithSocial(<SocialProfilePage page={aProfilePage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Anna B');
    expect(screen.getByText('@anna.b')).toBeTruthy();
    expect(screen.getByText('Lips first.')).toBeTruthy();
    expect(screen.getByText('Reviews: 1 · Questions: 1')).toBeTruthy();
    const [review, question] = screen.getAllByRole('article');
    expect(within(review!).getByRole('heading').textContent).toBe('Soft <b>lips</b>');
    expect(within(review!).getByRole('link', { name: 'LANEIGE Lip Sleeping Mask' }).getAttribute('href')).toBe('/p/lip-sleeping-mask-200001');
    expect(within(review!).getByText('4 out of 5 stars')).toBeTruthy();
    expect(within(review!).getByText('2 hours ago')).toBeTruthy();
    expect(within(review!).getByText('Helpful (3)')).toBeTruthy();
    expect(within(question!).getByRole('heading').textContent).toBe('Does it suit dry skin?');
    expect(within(question!).getByText('Question about', { exact: false }).textContent).toBe('Question about a product');
    expect(within(question!).getByText('Answers: 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more posts' })).toBeNull();
  });

  test('"Show more posts" asks the activity call from nextFrom, and the keyboard goes to the first post it added', async () => {
    const { last } = renderWithSocial(<SocialProfilePage page={aProfilePage({ activity: aPage([aPost()], { nextFrom: 'cursor-1', totalCount: 2 }) })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    await act(async () => last('/api/social/profile-anna/activity?from=cursor-1&count=10').answer(aPage([aPost({ postId: 'post-9', title: 'Older one' })], { totalCount: 2 })));
    await act(settle);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getAllByRole('article')[1]);
    expect(screen.getByText('Posts shown: 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more posts' })).toBeNull();
  });

  test('a failed "Show more posts" says so and keeps what is shown', async () => {
    const { last } = renderWithSocial(<SocialProfilePage page={aProfilePage({ activity: aPage([aPost()], { nextFrom: 'cursor-1', totalCount: 2 }) })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    await act(async () => last('/api/social/profile-anna/activity?from=cursor-1&count=10').fail(503, {}));
    await act(settle);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });

  test('renders on the server as it renders in the browser (its first HTML), and says when a profile has no posts', () => {
    const html = renderToString(<SocialProfilePage page={aProfilePage({ activity: aPage([]) })} />);
    expect(html).toContain('Anna B');
    expect(html).toContain('No posts yet.');
  });
});
