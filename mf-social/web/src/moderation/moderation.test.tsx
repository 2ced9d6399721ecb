import { act, fireEvent, screen, within } from '@testing-library/react';
import { aMember } from '@storefront/platform/testing';
import { givenMember, givenVisitor } from '../testing/app-shell-data';
import { settle } from '../testing/fake-http';
import { aPage, aProfile, aQuestion, aReview, anAnswer, someSections } from '../testing/fixtures';
import { renderSections } from '../testing/render-sections';

const reviewsSection = () => screen.getByRole('region', { name: 'Reviews' });
const questionsSection = () => screen.getByRole('region', { name: 'Questions & answers' });
const reviews = () => within(reviewsSection()).queryAllByRole('article');

const sections = () =>
  someSections({
    summary: { average: 4.5, count: 2, starCounts: [0, 0, 0, 1, 1], recommendedPercent: null },
    reviews: aPage([aReview({ postId: 'review-1', stars: 5, title: 'Best balm' }), aReview({ postId: 'review-2', stars: 4, title: 'Good balm' })], { totalCount: 2 }),
    questions: aPage([aQuestion({ postId: 'question-1', text: 'Is it vegan?', answerCount: 1, answers: [anAnswer({ commentId: 'answer-1', text: 'Yes it is.' })] })]),
  });

describe('reporting a post', () => {
  beforeEach(() => sessionStorage.clear());

  test('a member chooses why, sends it once, and is thanked where the button was', async () => {
    givenMember();
    const { last } = await renderSections(sections());
    const [first] = reviews();
    const report = within(first!).getByRole('button', { name: 'Report' });
    expect(report.getAttribute('aria-describedby')).toBe(within(first!).getByRole('heading', { name: 'Best balm' }).id);
    fireEvent.click(report);
    const group = within(first!).getByRole('group', { name: 'Why are you reporting this?' });
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Offensive or abusive' }));
    fireEvent.click(within(first!).getByRole('button', { name: 'Send report' }));
    expect(within(first!).getByRole('alert').textContent).toBe('Choose why you are reporting.');
    fireEvent.click(within(group).getByRole('radio', { name: 'Advertising or spam' }));
    fireEvent.click(within(first!).getByRole('button', { name: 'Send report' }));
    const sent = last('/api/social/posts/review-1/report');
    expect(sent.body).toEqual({ reason: 'spam' });
    await act(async () => sent.answer({ reported: true }));
    await act(settle);
    const thanks = within(first!).getByText('Thank you! We will look at what you reported.');
    expect(document.activeElement).toBe(thanks);
    expect(within(first!).queryByRole('button', { name: 'Report' })).toBeNull();
  });

  test('an answer is reported under its question; Cancel closes the choice and the keyboard is back on Report', async () => {
    givenMember();
    const { last } = await renderSections(sections());
    const answer = within(questionsSection()).getByText('Yes it is.').closest('li')!;
    fireEvent.click(within(answer).getByRole('button', { name: 'Report' }));
    fireEvent.click(within(answer).getByRole('button', { name: 'Cancel' }));
    await act(settle);
    expect(document.activeElement).toBe(within(answer).getByRole('button', { name: 'Report' }));
    fireEvent.click(within(answer).getByRole('button', { name: 'Report' }));
    fireEvent.click(within(answer).getByRole('radio', { name: 'False or misleading' }));
    fireEvent.click(within(answer).getByRole('button', { name: 'Send report' }));
    const sent = last('/api/social/posts/question-1/comments/answer-1/report');
    await act(async () => sent.fail(429, { error: { code: 'posting_limit', message: 'x' } }));
    expect(within(answer).getByRole('alert').textContent).toBe('You have written a lot in a short while. Try again in a little while.');
  });

  test('a visitor is asked to log in first; the member’s own review has nothing to report', async () => {
    givenVisitor();
    const { recorded } = await renderSections(sections());
    const logins = recorded('account:login-required');
    fireEvent.click(within(reviews()[0]!).getByRole('button', { name: 'Report' }));
    expect(logins).toEqual([{ returnUrl: '/', message: 'Log in to report posts.' }]);
    expect(within(reviews()[0]!).queryByRole('group')).toBeNull();
  });

  test('the member’s own review offers no Report', async () => {
    givenMember();
    await renderSections(someSections({ reviews: aPage([aReview({ isOwn: true })]) }));
    expect(within(reviews()[0]!).queryByRole('button', { name: 'Report' })).toBeNull();
  });
});

describe('an administrator hides what breaks the rules', () => {
  const givenAdmin = () => givenMember({ currentUser: aMember({ isAdmin: true }) });

  test('only administrators are offered Hide', async () => {
    givenMember();
    await renderSections(sections());
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
  });

  test('a hidden review leaves the list and the summary at once; the sections say so and the keyboard goes there', async () => {
    givenAdmin();
    const { last } = await renderSections(sections());
    fireEvent.click(within(reviews()[0]!).getByRole('button', { name: 'Hide' }));
    const hide = last('/api/admin/social/moderation/hide-post');
    expect(hide.body).toEqual({ postId: 'review-1' });
    await act(async () => hide.answer({ isHidden: true, isHiddenFromFeed: false, closedCase: false }));
    await act(settle);
    expect(reviews().map((review) => within(review).getByRole('heading').textContent)).toEqual(['Good balm']);
    expect(within(reviewsSection()).getByText('4 out of 5 stars')).toBeTruthy();
    expect(within(reviewsSection()).getAllByText('Reviews: 1').length).toBeGreaterThan(0);
    const notice = screen.getByText('Hidden. No visitor sees it any more.');
    expect(document.activeElement).toBe(notice);
  });

  test('a hidden answer leaves its question, which counts one fewer', async () => {
    givenAdmin();
    const { last } = await renderSections(sections());
    const answer = () => within(questionsSection()).queryByText('Yes it is.')?.closest('li');
    fireEvent.click(within(answer()!).getByRole('button', { name: 'Hide' }));
    const hide = last('/api/admin/social/moderation/hide-comment');
    expect(hide.body).toEqual({ commentId: 'answer-1' });
    await act(async () => hide.answer({ isHidden: true, isHiddenFromFeed: false, closedCase: true }));
    await act(settle);
    expect(answer()).toBeFalsy();
    expect(within(questionsSection()).getByText('No answers yet.')).toBeTruthy();
  });

  test('a failed hide says so and hides nothing', async () => {
    givenAdmin();
    const { last } = await renderSections(sections());
    const question = within(questionsSection()).getAllByRole('article')[0]!;
    fireEvent.click(within(question).getAllByRole('button', { name: 'Hide' })[0]!);
    expect(last('/api/admin/social/moderation/hide-post').body).toEqual({ postId: 'question-1' });
    await act(async () => last('/api/admin/social/moderation/hide-post').fail(503, {}));
    await act(settle);
    expect(within(questionsSection()).getAllByRole('article')).toHaveLength(1);
    expect(within(question).getByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});

describe('words a moderator checks first', () => {
  test('a held review is not listed; the section says it shows once checked, and the keyboard goes there', async () => {
    givenMember();
    const { last } = await renderSections(sections());
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
    const form = screen.getByRole('form', { name: 'Your review of Velvet Lipstick' });
    fireEvent.click(within(form).getByRole('radio', { name: '1 star' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Your review' }), { target: { value: 'Words the filter holds for a moderator.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
    await act(async () => last('/api/social/posts/create').answer({ review: aReview({ postId: 'mine', isOwn: true, stars: 1 }), isHeldForModeration: true }));
    await act(settle);
    expect(reviews()).toHaveLength(2);
    expect(within(reviewsSection()).getAllByText('Reviews: 2').length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(within(reviewsSection()).getByText('Thank you! Your review shows once we have checked it.'));
  });

  test('a held question is not listed: the note says so beside "Ask a question", where the keyboard goes back', async () => {
    givenMember();
    const { last } = await renderSections(sections());
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
    fireEvent.change(within(questionsSection()).getByRole('textbox'), { target: { value: 'A question the filter holds?' } });
    fireEvent.click(within(questionsSection()).getByRole('button', { name: 'Post question' }));
    await act(async () => last('/api/social/posts/create').answer({ question: aQuestion({ postId: 'mine' }), isHeldForModeration: true }));
    await act(settle);
    expect(within(questionsSection()).getAllByRole('article')).toHaveLength(1);
    expect(within(questionsSection()).getByText('Thank you! Your question shows once we have checked it.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask a question' }));
  });
});
