import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ProductCard } from '@storefront/platform';
import { anAppShellData, givenMember, givenVisitor } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { aLook, anAnswer, anAuthor, aPage, aProduct, aProfile, productCode, someSections } from '../testing/fixtures';
import { settle } from '../testing/fake-http';
import { renderSections } from '../testing/render-sections';

const section = () => screen.getByRole('region', { name: 'Looks' });
const said = () => section().querySelector('.o_Looks__said')!.textContent;
const pagePath = `/api/social/posts/pdp/${encodeURIComponent(productCode)}/looks?from=l1&count=10`;
/** What the picker reads of the catalog's search answer (its cards carry prices and stock too). */
const aCard = (productCode: string, brandName: string, name: string) =>
  ({ code: `${productCode}-1`, productCode, url: `/p/${productCode}`, brandName, name, image: { src: `/images/products/${productCode}-1/1`, altText: name, sourceWidth: 2880, sourceHeight: 2880 } }) as ProductCard;
const searchPath = (text: string) => `/api/search/products?q=${encodeURIComponent(text)}&pageSize=5`;
/** Typing pauses past the picker's delay. */
const pause = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 350)));

async function openForm(last: Awaited<ReturnType<typeof renderSections>>['last']) {
  fireEvent.click(within(section()).getByRole('button', { name: 'Share a look' }));
  await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
  return section().querySelector('form')!;
}

describe('looks on the product page', () => {
  test('each look with its text as caption, who shared it, its products as links; pages on; no axe violations', async () => {
    givenVisitor();
    const { last } = await renderSections(someSections({ looks: aPage([aLook({ postId: 'l1' })], { nextFrom: 'l1', totalCount: 2 }) }));
    expect(within(section()).getByText('Looks: 2')).toBeTruthy();
    const list = within(section()).getByRole('list', { name: 'Looks with Velvet Lipstick' });
    const [figure] = within(list).getAllByRole('figure');
    expect(figure!.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(within(figure!).getByText('Glossy lips for a summer evening')).toBeTruthy();
    expect(within(figure!).getByRole('link', { name: 'Anna B' }).getAttribute('href')).toBe('/social/profile/anna.b');
    const products = within(list).getByRole('list', { name: 'Products in the look' });
    expect(within(products).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['LANEIGE Lip Sleeping Mask', '/p/lip-sleeping-mask-200001'],
      ['Nordic Skin Volume Mascara', '/p/volume-mascara-100002'],
    ]);
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(within(section()).getByRole('button', { name: 'Show more looks' }));
    await act(async () => last(pagePath).answer(aPage([aLook({ postId: 'l2' })], { totalCount: 2 })));
    await act(settle);
    expect(within(section()).getAllByRole('figure')).toHaveLength(2);
    expect(document.activeElement).toBe(within(section()).getAllByRole('figure')[1]);
  });

  test('a visitor who presses Share is asked to log in, with why', async () => {
    givenVisitor();
    const { recorded } = await renderSections();
    const logins = recorded('account:login-required');
    expect(within(section()).getByText('Nobody has shared a look with this product yet.')).toBeTruthy();
    fireEvent.click(within(section()).getByRole('button', { name: 'Share a look' }));
    expect(logins).toEqual([{ returnUrl: '/', message: 'Log in to share a look.' }]);
  });

  test('a member shares a look: this product first, another found and added by keyboard, posted in that order and shown first', async () => {
    givenMember();
    const { last } = await renderSections();
    const form = await openForm(last);
    const chosen = () => within(form).queryByRole('list', { name: 'Chosen products' });
    expect(within(chosen()!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['LANEIGE Lip Sleeping MaskRemove']);

    const search = within(form).getByRole('searchbox', { name: 'Search for a product to add' });
    fireEvent.change(search, { target: { value: 'm' } });
    await pause();
    expect(() => last(searchPath('m'))).toThrow();
    fireEvent.change(search, { target: { value: 'mascara' } });
    await pause();
    await act(async () => last(searchPath('mascara')).answer({ products: [aCard(productCode, 'LANEIGE', 'Lip Sleeping Mask'), aCard('demo-1002', 'Nordic Skin', 'Volume Mascara')] }));
    // The product already chosen is not offered again; the number found is read out.
    expect(form.querySelector('.o_ProductPicker__status[role="status"]')!.textContent).toBe('Products found: 1');
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(within(form).getByRole('button', { name: 'Add Nordic Skin Volume Mascara' }));
    expect(document.activeElement).toBe(search);
    expect(within(chosen()!).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.change(within(form).getByLabelText('Choose a picture of the look'), { target: { files: [new File([new Uint8Array(10)], 'look.jpg', { type: 'image/jpeg' })] } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Describe the look/ }), { target: { value: 'Evening eyes' } });
    fireEvent.submit(form);
    await act(async () => last('/api/social/upload/image').answer({ imageId: 'img-9', url: '/images/social/img-9', width: 300, height: 400 }));
    expect(last('/api/social/posts/create').body).toEqual({ $type: 'look', imageId: 'img-9', text: 'Evening eyes', productCodes: [productCode, 'demo-1002'] });
    await act(async () => last('/api/social/posts/create').answer({ look: aLook({ postId: 'mine', text: 'Evening eyes', isOwn: true }), isHeldForModeration: false }));
    expect(section().querySelector('form')).toBeNull();
    expect(said()).toBe('Your look is shared.');
    expect(within(section()).getAllByRole('figure')[0]!.textContent).toContain('Evening eyes');
    // One's own look has no Report.
    expect(within(section()).queryByRole('button', { name: 'Report' })).toBeNull();
  });

  test('the picker stops at maximumProductsInLook; with none chosen nothing is sent and the keyboard goes to the search', async () => {
    givenMember({ siteSettings: { ...anAppShellData().siteSettings, maximumProductsInLook: 2 } });
    const { last } = await renderSections();
    const form = await openForm(last);
    const search = within(form).getByRole('searchbox', { name: 'Search for a product to add' });
    fireEvent.change(search, { target: { value: 'mascara' } });
    await pause();
    await act(async () => last(searchPath('mascara')).answer({ products: [aCard('demo-1002', 'Nordic Skin', 'Volume Mascara'), aCard('demo-1003', 'Nordic Skin', 'Brow Gel')] }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add Nordic Skin Volume Mascara' }));
    expect(within(form).getByText('The look has 2 products, the most it can have.')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Add Nordic Skin Brow Gel' })).toBeNull();

    for (const name of ['Remove LANEIGE Lip Sleeping Mask', 'Remove Nordic Skin Volume Mascara']) fireEvent.click(within(form).getByRole('button', { name }));
    expect(within(form).queryByRole('list', { name: 'Chosen products' })).toBeNull();
    fireEvent.change(within(form).getByLabelText('Choose a picture of the look'), { target: { files: [new File([new Uint8Array(10)], 'look.jpg', { type: 'image/jpeg' })] } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Describe the look/ }), { target: { value: 'Bare' } });
    fireEvent.submit(form);
    expect(within(form).getByText('Choose at least one product.')).toBeTruthy();
    expect(document.activeElement).toBe(search);
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(() => last('/api/social/upload/image')).toThrow();
    expect(await axeViolations()).toEqual([]);
  });

  test('a product the shop no longer has is said in the member’s words; a held look is not shown', async () => {
    givenMember();
    const { last } = await renderSections(someSections({ product: aProduct() }));
    const form = await openForm(last);
    const share = async () => {
      fireEvent.change(within(form).getByLabelText('Choose a picture of the look'), { target: { files: [new File([new Uint8Array(10)], 'look.jpg', { type: 'image/jpeg' })] } });
      fireEvent.change(within(form).getByRole('textbox', { name: /^Describe the look/ }), { target: { value: 'Words' } });
      fireEvent.submit(form);
      await act(async () => last('/api/social/upload/image').answer({ imageId: 'img-1', url: '/images/social/img-1', width: 300, height: 400 }));
    };
    await share();
    await act(async () => last('/api/social/posts/create').fail(404, { error: { code: 'unknown_product', message: 'x' } }));
    expect(form.querySelector('[role="alert"]')!.textContent).toBe('One of the products is no longer in the shop. Remove it and try again.');
    await share();
    await act(async () => last('/api/social/posts/create').answer({ look: aLook({ postId: 'held' }), isHeldForModeration: true }));
    expect(said()).toBe('Your look will show once a moderator has seen it.');
    expect(within(section()).queryAllByRole('figure')).toHaveLength(0);
  });
});

test('a "@" typed in a look’s description offers the profiles it may mean; choosing one writes it there', async () => {
  givenMember();
  const { last } = await renderSections();
  const form = await openForm(last);
  const description = within(form).getByRole('textbox', { name: /^Describe the look/ }) as HTMLInputElement;
  fireEvent.change(description, { target: { value: 'Made with @an' } });
  await pause();
  await act(async () => last('/api/social/profiles/mention-search?q=an').answer({ profiles: [anAuthor({ alias: 'anna.b', displayName: 'Anna B' })] }));
  fireEvent.click(within(within(form).getByRole('list', { name: 'Profiles to mention' })).getByRole('button', { name: '@anna.b Anna B' }));
  expect(description.value).toBe('Made with @anna.b ');
});

describe('likes and comments of a look', () => {
  const look = () => within(section()).getByRole('list', { name: 'Looks with Velvet Lipstick' });
  const commentsPath = '/api/social/posts/l1/comments';

  test('a member likes a look and takes it back, the count the server’s; a visitor is asked to log in', async () => {
    givenMember();
    const { last } = await renderSections(someSections({ looks: aPage([aLook({ postId: 'l1', likeCount: 2 })]) }));
    const like = within(look()).getByRole('button', { name: 'Like' });
    expect(within(look()).getByText('Liked by 2')).toBeTruthy();
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    expect(last('/api/social/posts/l1/reactions/add').body).toEqual({ type: 'like' });
    await act(async () => last('/api/social/posts/l1/reactions/add').answer({ likeCount: 3, liked: true }));
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(within(look()).getByText('Liked by 3')).toBeTruthy();
    fireEvent.click(like);
    await act(async () => last('/api/social/posts/l1/reactions/remove').answer({ likeCount: 2, liked: false }));
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(await axeViolations()).toEqual([]);
  });

  test('a visitor who presses Like is asked to log in, with why', async () => {
    givenVisitor();
    const { recorded } = await renderSections(someSections({ looks: aPage([aLook({ postId: 'l1' })]) }));
    const logins = recorded('account:login-required');
    fireEvent.click(within(look()).getByRole('button', { name: 'Like' }));
    expect(logins).toEqual([{ returnUrl: '/', message: 'Log in to like the look.' }]);
  });

  test('comments open behind their button, page on, and a member writes one: shown last, focused, counted', async () => {
    givenMember();
    const { last } = await renderSections(someSections({ looks: aPage([aLook({ postId: 'l1', commentCount: 11 })]) }));
    const toggle = within(look()).getByRole('button', { name: 'Comments (11)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const comment = (commentId: string, text: string) => anAnswer({ commentId, author: anAuthor(), text, createdAt: new Date().toISOString() });
    await act(async () => last(`${commentsPath}?count=10`).answer(aPage([comment('c1', 'So pretty!')], { nextFrom: 'c1', totalCount: 11 })));
    const list = within(look()).getByRole('list', { name: 'Comments' });
    expect(within(list).getByText('So pretty!')).toBeTruthy();
    fireEvent.click(within(look()).getByRole('button', { name: 'Show more comments' }));
    await act(async () => last(`${commentsPath}?from=c1&count=10`).answer(aPage([comment('c2', 'Which shade?')], { totalCount: 11 })));
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent)).toEqual(['So pretty!', 'Which shade?']);

    fireEvent.click(within(look()).getByRole('button', { name: 'Write a comment' }));
    await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
    fireEvent.change(within(look()).getByRole('textbox', { name: /^Your comment/ }), { target: { value: 'Shade 3, I think.' } });
    fireEvent.submit(look().querySelector('form')!);
    expect(last(`${commentsPath}/create`).body).toEqual({ text: 'Shade 3, I think.' });
    await act(async () => last(`${commentsPath}/create`).answer({ comment: comment('c3', 'Shade 3, I think.'), isHeldForModeration: false }));
    await act(settle);
    const items = within(list).getAllByRole('listitem');
    expect(items.at(-1)!.textContent).toContain('Shade 3, I think.');
    expect(document.activeElement).toBe(items.at(-1));
    expect(within(look()).getByRole('button', { name: 'Comments (12)' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  test('each comment takes likes: the member likes one, the count the server’s; a visitor is asked to log in, with why', async () => {
    givenMember();
    const { last } = await renderSections(someSections({ looks: aPage([aLook({ postId: 'l1', commentCount: 1 })]) }));
    fireEvent.click(within(look()).getByRole('button', { name: 'Comments (1)' }));
    await act(async () => last(`${commentsPath}?count=10`).answer(aPage([anAnswer({ commentId: 'c1', text: 'So pretty!', likeCount: 4 })])));
    const [comment] = within(within(look()).getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(within(comment!).getByText('Liked by 4')).toBeTruthy();
    const like = within(comment!).getByRole('button', { name: 'Like' });
    expect(like.getAttribute('aria-describedby')).toBe('comment-meta-c1');
    fireEvent.click(like);
    expect(last(`${commentsPath}/c1/reactions/add`).body).toEqual({ type: 'like' });
    await act(async () => last(`${commentsPath}/c1/reactions/add`).answer({ likeCount: 5, liked: true }));
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(within(comment!).getByText('Liked by 5')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    givenVisitor();
    const visit = await renderSections(someSections({ looks: aPage([aLook({ postId: 'l1', commentCount: 1 })]) }));
    const logins = visit.recorded('account:login-required');
    const looks = screen.getAllByRole('region', { name: 'Looks' }).at(-1)!;
    fireEvent.click(within(looks).getByRole('button', { name: 'Comments (1)' }));
    await act(async () => visit.last(`${commentsPath}?count=10`).answer(aPage([anAnswer({ commentId: 'c1', text: 'So pretty!' })])));
    fireEvent.click(within(within(looks).getByRole('list', { name: 'Comments' })).getByRole('button', { name: 'Like' }));
    expect(logins).toEqual([{ returnUrl: '/', message: 'Log in to like the comment.' }]);
  });

  test('the member’s own comment offers Delete, asked once more: deleted, it leaves the list and the count; others’ offer none', async () => {
    givenMember();
    const { last, sentTo } = await renderSections(someSections({ looks: aPage([aLook({ postId: 'l1', commentCount: 2 })]) }));
    fireEvent.click(within(look()).getByRole('button', { name: 'Comments (2)' }));
    const mine = anAnswer({ commentId: 'c1', author: anAuthor({ profileId: 'profile-me', displayName: 'Me Too' }), text: 'My own words' });
    await act(async () => last(`${commentsPath}?count=10`).answer(aPage([mine, anAnswer({ commentId: 'c2', text: 'Someone else’s' })], { totalCount: 2 })));
    // Whose they are is known once the member's own profile is.
    const list = within(look()).getByRole('list', { name: 'Comments' });
    expect(within(list).queryByRole('button', { name: 'Delete' })).toBeNull();
    await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
    const [own, other] = within(list).getAllByRole('listitem');
    expect(within(other!).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(own!).getByRole('button', { name: 'Delete' }));
    const question = within(own!).getByRole('group', { name: 'Delete this comment?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Yes, delete' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(within(own!).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(own!).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(own!).getByRole('button', { name: 'Yes, delete' }));
    fireEvent.click(within(own!).getByRole('button', { name: 'Yes, delete' }));
    expect(sentTo(`${commentsPath}/c1/delete`)).toHaveLength(1);
    await act(async () => last(`${commentsPath}/c1/delete`).answer({ deleted: true }));
    await act(settle);
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent)).toEqual(['Someone else’s']);
    expect(within(look()).getByRole('button', { name: 'Comments (1)' })).toBeTruthy();
    const status = within(look()).getByText('The comment is deleted.');
    expect(document.activeElement).toBe(status);
    expect(await axeViolations()).toEqual([]);
  });

  test('the member edits their own comment in place: the new words and "(edited)" shown; a change the word filter holds leaves the list', async () => {
    givenMember();
    const { last } = await renderSections(someSections({ looks: aPage([aLook({ postId: 'l1', commentCount: 2 })]) }));
    fireEvent.click(within(look()).getByRole('button', { name: 'Comments (2)' }));
    const me = anAuthor({ profileId: 'profile-me', displayName: 'Me Too' });
    const first = anAnswer({ commentId: 'c1', author: me, text: 'Shade 3' });
    const second = anAnswer({ commentId: 'c2', author: me, text: 'And shade 4' });
    await act(async () => last(`${commentsPath}?count=10`).answer(aPage([first, second], { totalCount: 2 })));
    await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
    const list = within(look()).getByRole('list', { name: 'Comments' });
    const [one, two] = within(list).getAllByRole('listitem');
    fireEvent.click(within(one!).getByRole('button', { name: 'Edit' }));
    const field = within(one!).getByRole('textbox', { name: /^Edit your comment/ }) as HTMLTextAreaElement;
    expect(field.value).toBe('Shade 3');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Shade 5, sorry' } });
    fireEvent.submit(one!.querySelector('form')!);
    expect(last(`${commentsPath}/c1/update`).body).toEqual({ text: 'Shade 5, sorry' });
    await act(async () => last(`${commentsPath}/c1/update`).answer({ comment: { ...first, text: 'Shade 5, sorry', editedAt: new Date().toISOString() }, isHeldForModeration: false }));
    await act(settle);
    expect(one!.querySelector('p')!.textContent).toBe('Shade 5, sorry');
    expect(within(one!).getByText('(edited)')).toBeTruthy();
    expect(document.activeElement).toBe(within(look()).getByText('The comment is changed.'));

    fireEvent.click(within(two!).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(two!).getByRole('textbox', { name: /^Edit your comment/ }), { target: { value: 'Something flagged' } });
    fireEvent.submit(two!.querySelector('form')!);
    await act(async () => last(`${commentsPath}/c2/update`).answer({ comment: { ...second, text: 'Something flagged' }, isHeldForModeration: true }));
    await act(settle);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(look()).getByRole('button', { name: 'Comments (1)' })).toBeTruthy();
    expect(document.activeElement).toBe(within(look()).getByText('Your change shows once a moderator has seen it.'));
    expect(await axeViolations()).toEqual([]);
  });

  test('a refused delete says why and keeps the comment', async () => {
    givenMember();
    const { last } = await renderSections(someSections({ looks: aPage([aLook({ postId: 'l1', commentCount: 1 })]) }));
    fireEvent.click(within(look()).getByRole('button', { name: 'Comments (1)' }));
    const mine = anAnswer({ commentId: 'c1', author: anAuthor({ profileId: 'profile-me' }), text: 'My own words' });
    await act(async () => last(`${commentsPath}?count=10`).answer(aPage([mine], { totalCount: 1 })));
    await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
    fireEvent.click(within(look()).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(look()).getByRole('button', { name: 'Yes, delete' }));
    await act(async () => last(`${commentsPath}/c1/delete`).fail(404, { error: { code: 'unknown_comment', message: 'This comment is not there any more.' } }));
    const item = within(look()).getByRole('list', { name: 'Comments' }).querySelector('li')!;
    expect(within(item).getByText('My own words')).toBeTruthy();
    expect(item.querySelector('.o_ConfirmedDelete [role="alert"]')!.textContent).toBe('This comment is not there any more.');
  });

  test('a comment’s replies open behind their button; a member replies from the comment: the thread opens with the form, the reply shows last, focused, counted', async () => {
    givenMember();
    const { last } = await renderSections(someSections({ looks: aPage([aLook({ postId: 'l1', commentCount: 1 })]) }));
    fireEvent.click(within(look()).getByRole('button', { name: 'Comments (1)' }));
    const reply = (commentId: string, text: string) => anAnswer({ commentId, author: anAuthor(), text, createdAt: new Date().toISOString() });
    await act(async () => last(`${commentsPath}?count=10`).answer(aPage([anAnswer({ commentId: 'c1', text: 'Which shade?', replyCount: 1 })], { totalCount: 1 })));
    const repliesPath = `${commentsPath}/c1/replies`;
    const toggle = within(look()).getByRole('button', { name: 'Replies (1)' });
    // Both buttons say which comment they are about: its writer and date.
    expect(toggle.getAttribute('aria-describedby')).toBe('comment-meta-c1');
    fireEvent.click(toggle);
    await act(async () => last(`${repliesPath}?count=10`).answer(aPage([reply('r1', 'Shade 3')], { totalCount: 1 })));
    const thread = within(look()).getByRole('list', { name: 'Replies to Cleo' });
    expect(within(thread).getByText('Shade 3')).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    // "Reply", under the closed thread: it opens, read already, with the form.
    fireEvent.click(within(look()).getByRole('button', { name: 'Reply' }));
    await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const field = within(look()).getByRole('textbox', { name: /^Your reply to Cleo/ });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Thanks, Cleo!' } });
    fireEvent.submit(field.closest('form')!);
    expect(last(`${commentsPath}/c1/reply`).body).toEqual({ text: 'Thanks, Cleo!' });
    await act(async () => last(`${commentsPath}/c1/reply`).answer({ comment: reply('r2', 'Thanks, Cleo!'), isHeldForModeration: false }));
    await act(settle);
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual(['Shade 3', 'Thanks, Cleo!']);
    expect(document.activeElement).toBe(items[1]);
    expect(within(look()).getByRole('button', { name: 'Replies (2)' })).toBeTruthy();
    expect(within(look()).getByText('Your reply is published.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  test('replies that cannot be read say so, and "Reply" stays to try again', async () => {
    givenMember();
    const { last } = await renderSections(someSections({ looks: aPage([aLook({ postId: 'l1', commentCount: 1 })]) }));
    fireEvent.click(within(look()).getByRole('button', { name: 'Comments (1)' }));
    await act(async () => last(`${commentsPath}?count=10`).answer(aPage([anAnswer({ commentId: 'c1', replyCount: 0 })], { totalCount: 1 })));
    fireEvent.click(within(look()).getByRole('button', { name: 'Reply' }));
    await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
    await act(async () => last(`${commentsPath}/c1/replies?count=10`).fail(503));
    expect(within(look()).getByText('The replies could not be read. Try again.')).toBeTruthy();
    fireEvent.click(within(look()).getByRole('button', { name: 'Reply' }));
    await act(async () => last(`${commentsPath}/c1/replies?count=10`).answer(aPage([], { totalCount: 0 })));
    expect(within(look()).getByRole('textbox', { name: /^Your reply to Cleo/ })).toBeTruthy();
  });

  test('a comment without replies offers only "Reply"; a visitor is asked to log in, with why', async () => {
    givenVisitor();
    const { last, recorded } = await renderSections(someSections({ looks: aPage([aLook({ postId: 'l1', commentCount: 1 })]) }));
    const logins = recorded('account:login-required');
    fireEvent.click(within(look()).getByRole('button', { name: 'Comments (1)' }));
    await act(async () => last(`${commentsPath}?count=10`).answer(aPage([anAnswer({ commentId: 'c1', replyCount: 0 })], { totalCount: 1 })));
    expect(within(look()).queryByRole('button', { name: /^Replies/ })).toBeNull();
    fireEvent.click(within(look()).getByRole('button', { name: 'Reply' }));
    expect(logins).toEqual([{ returnUrl: '/', message: 'Log in to reply.' }]);
  });
});
