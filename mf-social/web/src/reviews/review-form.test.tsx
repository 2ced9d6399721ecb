import { act, fireEvent, screen, within } from '@testing-library/react';
import { overlayAnimationMs } from '@storefront/platform';
import { givenMember, givenVisitor } from '../testing/app-shell-data';
import { settle } from '../testing/fake-http';
import { aProfile, aReview, productCode, someSections } from '../testing/fixtures';
import { renderSections } from '../testing/render-sections';
import { renderWithSocial } from '../testing/render-with-social';
import SocialSections from '../social-sections/social-sections';

const profilePath = '/api/my/social/profile';
const writeButton = () => screen.getByRole('button', { name: 'Write a review' });
const form = () => screen.getByRole('form', { name: 'Your review of Velvet Lipstick' });
const star = (name: string) => within(form()).getByRole('radio', { name });
const reviewText = () => within(form()).getByRole('textbox', { name: 'Your review' });
const publish = () => fireEvent.click(within(form()).getByRole('button', { name: 'Publish review' }));

/** A member with a social profile, the form open. */
async function openForm(sections = someSections()) {
  givenMember();
  const view = await renderSections(sections);
  fireEvent.click(writeButton());
  await act(async () => view.last(profilePath).answer({ profile: aProfile() }));
  return view;
}

describe('writing a review', () => {
  beforeEach(() => sessionStorage.clear());

  test('a visitor is asked to log in, with why', async () => {
    givenVisitor();
    const { recorded, requests } = await renderSections();
    const logins = recorded('account:login-required');
    fireEvent.click(writeButton());
    expect(logins).toEqual([{ returnUrl: '/', message: 'Log in to write a review.' }]);
    expect(requests).toHaveLength(1);
  });

  test('the write a visitor began opens by itself once they are back logged in, and only once', async () => {
    givenVisitor();
    const visit = await renderSections();
    fireEvent.click(writeButton());
    visit.unmount();
    // The login ends with the page loaded again, now as the member.
    givenMember();
    const back = await renderSections();
    await act(async () => back.last(profilePath).answer({ profile: aProfile() }));
    expect(document.activeElement).toBe(within(form()).getByRole('heading'));
    back.unmount();
    await renderSections();
    expect(screen.queryByRole('form')).toBeNull();
    expect(writeButton()).toBeTruthy();
  });

  test('a write begun about another product is not resumed here', async () => {
    givenVisitor();
    const visit = await renderSections();
    fireEvent.click(writeButton());
    visit.unmount();
    givenMember();
    const other = renderWithSocial(<SocialSections code="another-product" productName="Another" />);
    await act(async () => other.last('/api/social/posts/pdp/another-product').answer(someSections({ code: 'another-product' })));
    expect(screen.queryByRole('form')).toBeNull();
    expect(other.requests.map((request) => request.url)).not.toContain(profilePath);
  });

  test('a member without a social profile onboards first, then writes', async () => {
    givenMember();
    const { last } = await renderSections();
    fireEvent.click(writeButton());
    await act(async () => last(profilePath).answer({ profile: null }));
    const dialog = screen.getByRole('dialog', { name: 'Create your social profile' });
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Display name' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Display name' }), { target: { value: ' Me Too ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Alias/ }), { target: { value: 'me.too' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create profile' }));
    const update = last('/api/my/social/profile/update');
    const [command] = (update.body as { commands: { commandId: string }[] }).commands;
    expect(command).toEqual({ commandId: expect.any(String), $type: 'ActivateMySocialProfile', displayName: 'Me Too', alias: 'me.too' });
    await act(async () => update.answer({ commandResponses: [{ commandId: command!.commandId, success: true, profile: aProfile() }] }));
    expect(document.activeElement).toBe(within(form()).getByRole('heading', { name: 'Your review of Velvet Lipstick' }));
    // The dialog goes after its closing animation.
    await act(() => new Promise((resolve) => setTimeout(resolve, overlayAnimationMs)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a member who has reviewed the product is told so, with nothing to write', async () => {
    givenMember();
    await renderSections(someSections({ myReviewId: 'review-1', myReviewState: 'shown' }));
    expect(screen.getByText('You have reviewed this product.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  test.each([
    ['waits for a moderator', 'awaiting-moderation', 'Thank you! Your review shows once we have checked it.'],
    ['was hidden by a moderator', 'not-published', 'Your review was not published: it does not follow our guidelines.'],
  ] as const)('a member whose review %s is told where it stands on a later visit', async (_where, myReviewState, told) => {
    givenMember();
    await renderSections(someSections({ myReviewId: 'review-held', myReviewState }));
    expect(screen.getByText(told)).toBeTruthy();
    expect(screen.queryByText('You have reviewed this product.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  test('asks only what the product asks: skin type here, not skin tone', async () => {
    await openForm();
    const skinType = within(form()).getByRole('combobox', { name: 'Skin type' }) as HTMLSelectElement;
    expect([...skinType.options].map((option) => option.textContent)).toEqual(['Rather not say', 'Normal', 'Dry', 'Oily', 'Combination']);
    expect(within(form()).queryByRole('combobox', { name: 'Skin tone' })).toBeNull();
  });

  test('stars are a radio group the arrow keys move through', async () => {
    await openForm();
    const group = within(form()).getByRole('radiogroup', { name: 'Your rating' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    star('1 star').focus();
    fireEvent.keyDown(star('1 star'), { key: 'ArrowRight' });
    fireEvent.keyDown(star('2 stars'), { key: 'ArrowRight' });
    expect((star('3 stars') as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(star('3 stars'));
    fireEvent.keyDown(star('3 stars'), { key: 'ArrowLeft' });
    expect((star('2 stars') as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(star('2 stars'), { key: 'End' });
    expect((star('5 stars') as HTMLInputElement).checked).toBe(true);
    expect(within(group).getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, -1, -1, -1, 0]);
  });

  test('the text counts its characters as they are typed; a screen reader hears the count once typing pauses', async () => {
    await openForm();
    const shown = () => form().querySelector('.o_Field__count')!.textContent;
    const heard = () => form().querySelector('[aria-live="polite"]')!.textContent;
    expect([shown(), heard()]).toEqual(['0 of 4000 characters', '0 of 4000 characters']);
    jest.useFakeTimers();
    try {
      fireEvent.change(reviewText(), { target: { value: 'Lovely' } });
      expect([shown(), heard()]).toEqual(['6 of 4000 characters', '0 of 4000 characters']);
      act(() => jest.advanceTimersByTime(1_000));
      expect(heard()).toBe('6 of 4000 characters');
    } finally {
      jest.useRealTimers();
    }
    expect(reviewText().getAttribute('maxlength')).toBe('4000');
    expect(reviewText().getAttribute('aria-describedby')).toBe(form().querySelector('.o_Field__below')!.id);
  });

  test('without stars or with too short a text it says what is missing at the field, and focus goes there', async () => {
    const { requests } = await openForm();
    publish();
    expect(within(form()).getByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(document.activeElement).toBe(star('1 star'));
    fireEvent.click(star('4 stars'));
    fireEvent.change(reviewText(), { target: { value: 'Too short' } });
    publish();
    expect(within(form()).getByText('Write at least 20 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(reviewText());
    expect(reviewText().getAttribute('aria-invalid')).toBe('true');
    expect(requests.map((request) => request.url)).not.toContain('/api/social/posts/create');
  });

  test('publishes it: it comes first in the list, the form closes and the member is told', async () => {
    const { last } = await openForm();
    fireEvent.click(star('5 stars'));
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Title (optional)' }), { target: { value: ' Best ever ' } });
    fireEvent.change(reviewText(), { target: { value: 'The softest lipstick I have worn.' } });
    fireEvent.change(within(form()).getByRole('combobox', { name: 'Skin type' }), { target: { value: 'oily' } });
    fireEvent.click(within(form()).getByRole('radio', { name: 'Yes' }));
    publish();
    const create = last('/api/social/posts/create');
    expect(create.body).toEqual({
      $type: 'review',
      productCode,
      stars: 5,
      title: 'Best ever',
      text: 'The softest lipstick I have worn.',
      skinType: 'oily',
      isRecommended: true,
    });
    await act(async () => create.answer({ review: aReview({ postId: 'mine', title: 'Best ever', stars: 5, isOwn: true }) }));
    await act(settle);
    expect(screen.queryByRole('form')).toBeNull();
    const first = within(screen.getByRole('region', { name: 'Reviews' })).getAllByRole('article')[0]!;
    expect(within(first).getByRole('heading').textContent).toBe('Best ever');
    expect(document.activeElement).toBe(first);
    expect(screen.getByText('Thank you! Your review is published.')).toBeTruthy();
    expect(screen.getByText('You have reviewed this product.')).toBeTruthy();
    expect(screen.getByText('Reviews: 4')).toBeTruthy();
  });

  test('a review the server already has is refused in words of its own', async () => {
    const { last } = await openForm();
    fireEvent.click(star('3 stars'));
    fireEvent.change(reviewText(), { target: { value: 'A perfectly fine lipstick for me.' } });
    publish();
    await act(async () => last('/api/social/posts/create').fail(409, { error: { code: 'review_exists', message: 'Review exists' } }));
    expect(within(form()).getByRole('alert').textContent).toBe('You have reviewed this product.');
  });

  test("the server's field refusals show at their fields: a schema's in the form's own words", async () => {
    const { last } = await openForm();
    fireEvent.click(star('3 stars'));
    fireEvent.change(reviewText(), { target: { value: 'A perfectly fine lipstick for me.' } });
    publish();
    await act(async () =>
      last('/api/social/posts/create').fail(400, { error: { code: 'bad_request', message: 'Invalid body: title', fields: { title: 'Too big: expected string to have <=120 characters' } } }),
    );
    expect(within(form()).getByRole('alert').textContent).toBe('Check the fields marked.');
    const title = within(form()).getByRole('textbox', { name: 'Title (optional)' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(within(form()).getByText('Check this field.')).toBeTruthy();

    publish();
    await act(async () =>
      last('/api/social/posts/create').fail(400, { error: { code: 'text_refused', message: 'Please write about the product.', fields: { text: 'Links are not allowed.' } } }),
    );
    expect(within(form()).getByRole('alert').textContent).toBe('Please write about the product.');
    expect(within(form()).getByText('Links are not allowed.')).toBeTruthy();
  });

  test('a failed call is the unknown error; cancel closes the form and focus returns to its button', async () => {
    const { last } = await openForm();
    fireEvent.click(star('3 stars'));
    fireEvent.change(reviewText(), { target: { value: 'A perfectly fine lipstick for me.' } });
    publish();
    await act(async () => last('/api/social/posts/create').fail(503));
    expect(within(form()).getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    fireEvent.click(within(form()).getByRole('button', { name: 'Cancel' }));
    await act(settle);
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(writeButton());
  });
});
