import { act, fireEvent, screen, within } from '@testing-library/react';
import { givenMember, givenVisitor } from '../testing/app-shell-data';
import { settle } from '../testing/fake-http';
import { aPage, aProfile, aQuestion, aReview, anAnswer, anAuthor, productCode, sectionsPath, someSections } from '../testing/fixtures';
import { renderSections } from '../testing/render-sections';
import { renderWithSocial } from '../testing/render-with-social';
import SocialSections from '../social-sections/social-sections';

const reviewsPath = `${sectionsPath}/questions-and-reviews`;
const reviewsSection = () => screen.getByRole('region', { name: 'Reviews' });
const reviewArticles = () => within(reviewsSection()).getAllByRole('article');
const starRow = (stars: string) => within(screen.getByRole('group', { name: 'Filter by stars' })).getByRole('button', { name: new RegExp(`^${stars}`) });

describe('the reviews section', () => {
  beforeEach(() => givenVisitor());

  test('sums the reviews up: the average with its stars, how many, who recommends it, a row per number of stars', async () => {
    await renderSections();
    const section = reviewsSection();
    expect(within(section).getByText('4.3 out of 5 stars')).toBeTruthy();
    expect(within(section).getByText('Reviews: 3')).toBeTruthy();
    expect(within(section).getByText('67% recommend this product')).toBeTruthy();
    const rows = within(screen.getByRole('group', { name: 'Filter by stars' })).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 stars2Reviews: 2',
      '4 stars0Reviews: 0',
      '3 stars1Reviews: 1',
      '2 stars0Reviews: 0',
      '1 star0Reviews: 0',
    ]);
    expect(rows.every((row) => row.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  test('a review’s and a question’s hashtags and the profiles they name are links, the rest of their words text', async () => {
    await renderSections(
      someSections({
        reviews: aPage([aReview({ text: 'A #Glow all day, <b>thanks</b> @anna.b!', hashtags: ['glow'], mentions: ['anna.b'] })]),
        questions: aPage([aQuestion({ text: 'Tips for #dryskin, @di?', hashtags: ['dryskin'], mentions: ['di'] })]),
      }),
    );
    const linksOf = (element: HTMLElement) => within(element).getAllByRole('link').filter((link) => /^[#@]/.test(link.textContent!));
    const [review] = reviewArticles();
    expect(review!.querySelector('.o_Review__text')!.textContent).toBe('A #Glow all day, <b>thanks</b> @anna.b!');
    expect(linksOf(review!).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['#Glow', '/social/hashtag/glow'],
      ['@anna.b', '/social/profile/anna.b'],
    ]);
    const question = within(screen.getByRole('region', { name: 'Questions & answers' })).getAllByRole('article')[0]!;
    expect(linksOf(question).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['#dryskin', '/social/hashtag/dryskin'],
      ['@di', '/social/profile/di'],
    ]);
  });

  test('writes the average the shopper’s way', async () => {
    givenVisitor({}, 'sv-SE');
    await renderSections();
    expect(screen.getByText('4,3 av 5 stjärnor')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Omdömen' })).toBeTruthy();
  });

  test('without reviews it says so, with no filter or sort', async () => {
    await renderSections(
      someSections({ summary: { average: null, count: 0, starCounts: [0, 0, 0, 0, 0], recommendedPercent: null }, reviews: aPage([]) }),
    );
    expect(within(reviewsSection()).getByText('No reviews yet.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Filter by stars' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });

  test('an imported product nobody has reviewed here shows its feed’s rating as such; reviews here replace it', async () => {
    const none = someSections({ summary: { average: null, count: 0, starCounts: [0, 0, 0, 0, 0], recommendedPercent: null }, reviews: aPage([]) });
    const view = renderWithSocial(<SocialSections code={productCode} productName="Velvet Lipstick" fromFeed={{ rating: 4.5, count: 4733 }} />);
    await act(async () => view.last(sectionsPath).answer(none));
    expect(within(reviewsSection()).getByText('4.5 out of 5 stars from 4,733 reviews in the product’s feed. Nobody has reviewed it here yet.')).toBeTruthy();
    expect(within(reviewsSection()).queryByText('No reviews yet.')).toBeNull();
    view.unmount();
    const reviewed = renderWithSocial(<SocialSections code={productCode} productName="Velvet Lipstick" fromFeed={{ rating: 4.5, count: 4733 }} />);
    await act(async () => reviewed.last(sectionsPath).answer(someSections()));
    expect(within(reviewsSection()).getByText('Reviews: 3')).toBeTruthy();
    expect(within(reviewsSection()).queryByText(/in the product’s feed/)).toBeNull();
  });

  test('a star row filters the reviews by its stars, pressed again shows all; the select follows', async () => {
    const { last } = await renderSections();
    fireEvent.click(starRow('5 stars'));
    expect(starRow('5 stars').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement).value).toBe('5');
    expect(within(reviewsSection()).getByRole('list').getAttribute('aria-busy')).toBe('true');
    await act(async () => last(`${reviewsPath}?type=review&sort=newest&stars=5&count=10`).answer(aPage([aReview({ postId: 'five', stars: 5 })])));
    expect(reviewArticles()).toHaveLength(1);
    expect(screen.getByText('Reviews shown: 1 of 1')).toBeTruthy();

    fireEvent.click(starRow('5 stars'));
    await act(async () => last(`${reviewsPath}?type=review&sort=newest&count=10`).answer(aPage([])));
    expect(starRow('5 stars').getAttribute('aria-pressed')).toBe('false');
  });

  test('a filter without reviews says so', async () => {
    const { last } = await renderSections();
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: '2' } });
    expect(starRow('2 stars').getAttribute('aria-pressed')).toBe('true');
    await act(async () => last(`${reviewsPath}?type=review&sort=newest&stars=2&count=10`).answer(aPage([])));
    expect(screen.getByText('No reviews with this rating.')).toBeTruthy();
  });

  test('the sort asks the server for the reviews in that order', async () => {
    const { last } = await renderSections();
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...sort.options].map((option) => option.textContent)).toEqual(['Newest', 'Most helpful', 'Highest rating', 'Lowest rating']);
    fireEvent.change(sort, { target: { value: 'most-helpful' } });
    await act(async () =>
      last(`${reviewsPath}?type=review&sort=most-helpful&count=10`).answer(aPage([aReview({ postId: 'helpful', title: 'Most helpful one' })], { totalCount: 3 })),
    );
    expect(reviewArticles().map((article) => within(article).getByRole('heading').textContent)).toEqual(['Most helpful one']);
  });

  test('a review shows its stars as text, title, text, author, date, skin and recommendation; words stay words', async () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3_600_000 - 60_000).toISOString();
    await renderSections(
      someSections({
        reviews: aPage([
          aReview({
            title: html,
            text: `Line one\n${html}`,
            author: anAuthor({ displayName: '<i>Anna</i>' }),
            skinType: 'dry',
            skinTone: 'fairLight',
            isRecommended: true,
            createdAt: threeDaysAgo,
          }),
        ]),
      }),
    );
    const [review] = reviewArticles();
    expect(within(review!).getByText('4 out of 5 stars')).toBeTruthy();
    expect(within(review!).getByRole('heading', { level: 3 }).textContent).toBe(html);
    expect(within(review!).getByText('<i>Anna</i>')).toBeTruthy();
    expect(within(review!).getByText((_, element) => element?.className === 'o_Review__text' && element.textContent === `Line one\n${html}`)).toBeTruthy();
    expect(review!.querySelector('img, b, i')).toBeNull();
    // When, in relative time (the spec's steps), the exact moment in the <time>.
    expect(within(review!).getByText('3 days ago').getAttribute('datetime')).toBe(threeDaysAgo);
    expect(within(review!).getByText('Dry')).toBeTruthy();
    expect(within(review!).getByText('Fair to light')).toBeTruthy();
    expect(within(review!).getByText('Recommends this product')).toBeTruthy();
  });

  test('"Show more reviews" asks from nextFrom and the keyboard goes on at the first review it added', async () => {
    const { last } = await renderSections(someSections({ reviews: aPage([aReview()], { nextFrom: 'cursor-1', totalCount: 2 }) }));
    expect(screen.getByText('Reviews shown: 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await act(async () =>
      last(`${reviewsPath}?type=review&sort=newest&from=cursor-1&count=10`).answer(aPage([aReview({ postId: 'review-9', title: 'Ninth' })], { totalCount: 2 })),
    );
    await act(settle);
    expect(document.activeElement).toBe(reviewArticles()[1]);
    expect(reviewArticles()[1]!.getAttribute('aria-labelledby')).toBe(within(reviewArticles()[1]!).getByRole('heading').id);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  test('a failed "Show more" says so', async () => {
    const { last } = await renderSections(someSections({ reviews: aPage([aReview()], { nextFrom: 'cursor-1', totalCount: 2 }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await act(async () => last(`${reviewsPath}?type=review&sort=newest&from=cursor-1&count=10`).fail(500));
    expect(within(reviewsSection()).getAllByRole('alert').some((alert) => alert.textContent === 'Something went wrong. Please try again.')).toBe(true);
  });

  describe('helpful', () => {
    const helpful = () => within(reviewArticles()[0]!).getByRole('button', { name: /^Helpful/ });

    test('a visitor is asked to log in', async () => {
      const { recorded, requests } = await renderSections();
      const logins = recorded('account:login-required');
      fireEvent.click(helpful());
      expect(logins).toEqual([{ returnUrl: '/', message: 'Log in to mark reviews as helpful.' }]);
      expect(requests).toHaveLength(1);
    });

    test('a member marks it at once (aria-pressed), the count follows the server', async () => {
      givenMember();
      const { last } = await renderSections(someSections({ reviews: aPage([aReview({ helpfulCount: 4 })]) }));
      expect(helpful().textContent).toBe('Helpful (4)');
      fireEvent.click(helpful());
      expect(helpful().getAttribute('aria-pressed')).toBe('true');
      expect(helpful().textContent).toBe('Helpful (5)');
      expect(last('/api/social/posts/review-1/reactions/add').body).toEqual({ type: 'helpful' });
      await act(async () => last('/api/social/posts/review-1/reactions/add').answer({ helpfulCount: 6, markedHelpful: true }));
      expect(helpful().textContent).toBe('Helpful (6)');
      fireEvent.click(helpful());
      await act(async () => last('/api/social/posts/review-1/reactions/remove').fail(500));
      expect(helpful().getAttribute('aria-pressed')).toBe('true');
      expect(within(reviewArticles()[0]!).getByText('Something went wrong. Please try again.')).toBeTruthy();
    });

    test('a review’s comments open behind their button, and a member writes one: shown, counted', async () => {
      givenMember();
      const { last } = await renderSections(someSections({ reviews: aPage([aReview({ postId: 'r1', commentCount: 1 })]) }));
      const review = () => reviewArticles()[0]!;
      fireEvent.click(within(review()).getByRole('button', { name: 'Comments (1)' }));
      const commentsPath = '/api/social/posts/r1/comments';
      const comment = (commentId: string, text: string) => anAnswer({ commentId, text, createdAt: new Date().toISOString() });
      await act(async () => last(`${commentsPath}?count=10`).answer(aPage([comment('c1', 'Same for me: it lasts all day.')], { totalCount: 1 })));
      const list = within(review()).getByRole('list', { name: 'Comments' });
      expect(within(list).getByText('Same for me: it lasts all day.')).toBeTruthy();
      fireEvent.click(within(review()).getByRole('button', { name: 'Write a comment' }));
      await act(async () => last('/api/my/social/profile').answer({ profile: aProfile(), authorizedProfiles: [], onBehalfOf: null, isImpersonating: false }));
      fireEvent.change(within(review()).getByRole('textbox', { name: /^Your comment/ }), { target: { value: 'Does it dry the lips?' } });
      fireEvent.submit(review().querySelector('form')!);
      expect(last(`${commentsPath}/create`).body).toEqual({ text: 'Does it dry the lips?' });
      await act(async () => last(`${commentsPath}/create`).answer({ comment: comment('c2', 'Does it dry the lips?'), isHeldForModeration: false }));
      await act(settle);
      expect(within(list).getAllByRole('listitem').at(-1)!.textContent).toContain('Does it dry the lips?');
      expect(within(review()).getByRole('button', { name: 'Comments (2)' })).toBeTruthy();
    });

    test("a member's own review shows the count only", async () => {
      givenMember();
      await renderSections(someSections({ reviews: aPage([aReview({ isOwn: true, helpfulCount: 2 })]) }));
      expect(within(reviewArticles()[0]!).queryByRole('button', { name: /Helpful/ })).toBeNull();
      expect(within(reviewArticles()[0]!).getByText('Helpful (2)')).toBeTruthy();
      expect(within(reviewArticles()[0]!).getByText('Your review')).toBeTruthy();
    });
  });
});
