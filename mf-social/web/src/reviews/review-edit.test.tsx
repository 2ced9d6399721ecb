import { act, fireEvent, screen, within } from '@testing-library/react';
import type { EditedPost } from '../../../contract/post-edits';
import { givenMember } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/fake-http';
import { aPage, aReview, anAuthor, anEditedPost, someSections } from '../testing/fixtures';
import { renderSections } from '../testing/render-sections';

const updatePath = '/api/social/posts/mine/update';
const reviewsSection = () => screen.getByRole('region', { name: 'Reviews' });
const form = () => screen.getByRole('form', { name: 'Edit your review of Velvet Lipstick' });
const editButton = () => within(reviewsSection()).getByRole('button', { name: 'Edit the review' });
const save = () => fireEvent.click(within(form()).getByRole('button', { name: 'Save the change' }));

const mine = aReview({ postId: 'mine', stars: 3, title: 'Just fine', text: 'It is fine for a day at the office.', skinType: 'dry', isOwn: true });
const theirs = aReview({ postId: 'review-2', stars: 5, title: 'Love it', author: anAuthor({ profileId: 'profile-di', alias: 'di', displayName: 'Di' }) });

const edited = (overrides: Partial<EditedPost> = {}): EditedPost =>
  anEditedPost({ postId: 'mine', stars: 5, title: 'Better with a primer', text: 'With a primer under it, it lasts all day.', skinType: 'dry', isRecommended: true, ...overrides });

/** A member whose review of the product is in the list, with another member's; "Edit the review" pressed. */
async function editing() {
  givenMember();
  const view = await renderSections(
    someSections({
      summary: { average: 4.3, count: 3, starCounts: [0, 0, 1, 0, 2], recommendedPercent: 67 },
      reviews: aPage([mine, theirs, aReview({ postId: 'review-3', stars: 5 })]),
      myReviewId: 'mine',
      myReviewState: 'shown',
    }),
  );
  fireEvent.click(editButton());
  return view;
}

describe('changing one’s review', () => {
  test('only the member’s own review has "Edit the review"', async () => {
    await editing();
    fireEvent.click(within(form()).getByRole('button', { name: 'Cancel' }));
    const articles = within(reviewsSection()).getAllByRole('article');
    expect(articles.map((article) => within(article).queryByRole('button', { name: 'Edit the review' }) !== null)).toEqual([true, false, false]);
  });

  test('the form starts with what the review says; saved, the review shows the change, "(edited)", and its stars are counted again', async () => {
    const { last, container } = await editing();
    expect(document.activeElement).toBe(within(form()).getByRole('heading'));
    expect((within(form()).getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form()).getByRole('textbox', { name: 'Your review' }) as HTMLTextAreaElement).value).toBe(mine.text);
    expect((within(form()).getByRole('combobox', { name: 'Skin type' }) as HTMLSelectElement).value).toBe('dry');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(within(form()).getByRole('radio', { name: '5 stars' }));
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Title (optional)' }), { target: { value: 'Better with a primer' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Your review' }), { target: { value: 'With a primer under it, it lasts all day.' } });
    fireEvent.click(within(form()).getByRole('radio', { name: 'Yes' }));
    save();
    const update = last(updatePath);
    expect(update.body).toEqual({ $type: 'review', stars: 5, title: 'Better with a primer', text: 'With a primer under it, it lasts all day.', skinType: 'dry', isRecommended: true });
    await act(async () => update.answer({ post: edited(), isHeldForModeration: false }));
    await act(settle);
    expect(screen.queryByRole('form')).toBeNull();
    const [changed] = within(reviewsSection()).getAllByRole('article');
    expect(within(changed!).getByRole('heading').textContent).toBe('Better with a primer');
    expect(within(changed!).getByText('(edited)')).toBeTruthy();
    expect(document.activeElement).toBe(changed);
    expect(screen.getByText('Your review is changed.')).toBeTruthy();
    const fiveStars = within(screen.getByRole('group', { name: 'Filter by stars' })).getByRole('button', { name: /^5 stars/ });
    expect(fiveStars.textContent).toBe('5 stars3Reviews: 3');
  });

  test('held for a moderator, it leaves the list and the count, and the section says where it stands', async () => {
    const { last } = await editing();
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Your review' }), { target: { value: 'Words a moderator reads first, then.' } });
    save();
    await act(async () => last(updatePath).answer({ post: edited({ stars: 3 }), isHeldForModeration: true }));
    await act(settle);
    expect(within(reviewsSection()).getAllByRole('article').map((article) => article.querySelector('h3')!.textContent)).not.toContain('Just fine');
    const said = screen.getByText('Thank you! Your review shows once we have checked it.');
    expect(document.activeElement).toBe(said);
    expect(reviewsSection().querySelector('.o_ReviewSummary__count')!.textContent).toBe('Reviews: 2');
  });

  test('cancel puts the review back as it was and the keyboard on its edit button; a refusal shows in the form', async () => {
    const { last } = await editing();
    fireEvent.click(within(form()).getByRole('button', { name: 'Cancel' }));
    await act(settle);
    expect(document.activeElement).toBe(editButton());
    fireEvent.click(editButton());
    save();
    await act(async () => last(updatePath).fail(404, { error: { code: 'unknown_post', message: 'This post is not there any more.' } }));
    expect(within(form()).getByRole('alert').textContent).not.toBe('');
  });
});
