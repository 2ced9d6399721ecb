import { act, fireEvent, screen, within } from '@testing-library/react';
import { givenMember, givenVisitor } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { aPage, aProfile, aQuestion, aReview, anAnswer, productCode, sectionsPath, someSections } from '../testing/fixtures';
import { renderSections } from '../testing/render-sections';
import { renderWithSocial } from '../testing/render-with-social';
import SocialSections from './social-sections';

const fullSections = () =>
  someSections({
    reviews: aPage([aReview({ skinType: 'dry', isRecommended: true }), aReview({ postId: 'review-2', title: '' })], { nextFrom: 'c', totalCount: 3 }),
    questions: aPage([aQuestion({ answerCount: 2, answers: [anAnswer()], answersNextFrom: 'a' })], { nextFrom: 'q', totalCount: 2 }),
    reviewAttributes: ['skinType', 'skinTone'],
  });

describe('SocialSections', () => {
  test('a failed load says so under the heading and offers to try again', async () => {
    givenVisitor();
    const { last, sentTo } = renderWithSocial(<SocialSections code={productCode} productName="Velvet Lipstick" />);
    await act(async () => last(sectionsPath).fail(502));
    const failed = screen.getByRole('region', { name: 'Reviews' });
    expect(within(failed).getByRole('alert').textContent).toBe('The reviews and questions could not be loaded.');
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await act(async () => last(sectionsPath).answer(someSections()));
    expect(sentTo(sectionsPath)).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Questions & answers' })).toBeTruthy();
  });

  test('a store device reads only: nothing to write, ask, answer or mark', async () => {
    givenVisitor({ isStoreDevice: true });
    await renderSections(fullSections());
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.filter((name) => /Write|Ask|^Answer$|Helpful/.test(name ?? ''))).toEqual([]);
    expect(screen.getAllByText('Helpful (0)')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Show more reviews' })).toBeTruthy();
  });

  test('headings give the page its outline: four sections, reviews and questions below them', async () => {
    givenVisitor();
    await renderSections(fullSections());
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Reviews', 'Questions & answers', 'Customer pictures', 'Looks']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Soft and lasting', 'Is it vegan?']);
  });

  test('has no axe violations for a visitor', async () => {
    givenVisitor();
    await renderSections(fullSections());
    expect(await axeViolations()).toEqual([]);
  });

  test('has no axe violations with the review form open and its errors shown', async () => {
    givenMember();
    const { last } = await renderSections(fullSections());
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(screen.getByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  test('has no axe violations with the onboarding dialog open', async () => {
    givenMember();
    const { last } = await renderSections(fullSections());
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await act(async () => last('/api/my/social/profile').answer({ profile: null }));
    expect(screen.getByRole('dialog', { name: 'Create your social profile' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
