import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ProductUserImagePost } from '../../../contract/product-reviews';
import { givenMember, givenVisitor } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { aPage, anAuthor, aProfile, productCode, someSections } from '../testing/fixtures';
import { settle } from '../testing/fake-http';
import { renderSections } from '../testing/render-sections';

const aPicturePost = (postId: string, overrides: Partial<ProductUserImagePost> = {}): ProductUserImagePost => ({
  postId,
  author: anAuthor(),
  image: { url: `/images/social/${postId}`, width: 1200, height: 900 },
  text: `The lipstick in daylight (${postId})`,
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  editedAt: null,
  isOwn: false,
  commentCount: 0,
  ...overrides,
});

const section = () => screen.getByRole('region', { name: 'Customer pictures' });
const said = () => section().querySelector('.o_UserImages__said')!.textContent;
const pagePath = `/api/social/posts/pdp/${encodeURIComponent(productCode)}/user-image-posts?from=p1&count=10`;

describe('customer pictures', () => {
  test('each picture with what it shows as its caption, who shared it and when; pages on; no axe violations', async () => {
    givenVisitor();
    const { last } = await renderSections(someSections({ userImagePosts: aPage([aPicturePost('p1')], { nextFrom: 'p1', totalCount: 2 }) }));
    expect(within(section()).getByText('Pictures: 2')).toBeTruthy();
    const list = within(section()).getByRole('list', { name: 'Customer pictures of Velvet Lipstick' });
    const [figure] = within(list).getAllByRole('figure');
    expect(figure!.querySelector('img')!.getAttribute('src')).toBe('/images/social/p1?w=320&q=75&fmt=jpg');
    // The caption says what the picture shows: the picture itself needs no words of its own.
    expect(figure!.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(within(figure!).getByText('The lipstick in daylight (p1)')).toBeTruthy();
    expect(within(figure!).getByRole('link', { name: 'Anna B' }).getAttribute('href')).toBe('/social/profile/anna.b');
    // Its comments open behind their button, named by the caption.
    const comments = within(list).getByRole('button', { name: 'Comments (0)' });
    expect(comments.getAttribute('aria-describedby')).toBe(within(figure!).getByText('The lipstick in daylight (p1)').id);
    fireEvent.click(comments);
    expect(last('/api/social/posts/p1/comments?count=10')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(within(section()).getByRole('button', { name: 'Show more pictures' }));
    await act(async () => last(pagePath).answer(aPage([aPicturePost('p2')], { totalCount: 2 })));
    await act(settle);
    expect(within(section()).getAllByRole('figure')).toHaveLength(2);
    expect(document.activeElement).toBe(within(section()).getAllByRole('figure')[1]);
  });

  test('a member reports another’s picture, described by its caption; their own has no Report', async () => {
    givenMember();
    const { last } = await renderSections(someSections({ userImagePosts: aPage([aPicturePost('p1'), aPicturePost('p2', { isOwn: true })]) }));
    const [theirs, own] = within(section()).getAllByRole('listitem');
    expect(within(own!).queryByRole('button', { name: 'Report' })).toBeNull();
    const report = within(theirs!).getByRole('button', { name: 'Report' });
    expect(document.getElementById(report.getAttribute('aria-describedby')!)!.textContent).toBe('The lipstick in daylight (p1)');
    fireEvent.click(report);
    fireEvent.click(within(theirs!).getByRole('radio', { name: 'Advertising or spam' }));
    fireEvent.click(within(theirs!).getByRole('button', { name: 'Send report' }));
    const sent = last('/api/social/posts/p1/report');
    expect(sent.body).toEqual({ reason: 'spam' });
    await act(async () => sent.answer({ reported: true }));
    await act(settle);
    expect(within(theirs!).getByText('Thank you! We will look at what you reported.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  test('a visitor who presses Share is asked to log in, with why', async () => {
    givenVisitor();
    const { recorded } = await renderSections();
    const logins = recorded('account:login-required');
    expect(within(section()).getByText('Nobody has shared a picture of the product yet.')).toBeTruthy();
    fireEvent.click(within(section()).getByRole('button', { name: 'Share a picture' }));
    expect(logins).toEqual([{ returnUrl: '/', message: 'Log in to share a picture of the product.' }]);
  });

  test('a member shares one: the picture is uploaded, posted with its description, and shown first', async () => {
    givenMember();
    const { last } = await renderSections();
    fireEvent.click(within(section()).getByRole('button', { name: 'Share a picture' }));
    await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
    const form = section().querySelector('form')!;
    fireEvent.change(within(form).getByLabelText('Choose a picture'), { target: { files: [new File([new Uint8Array(10)], 'me.jpg', { type: 'image/jpeg' })] } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Describe the picture/ }), { target: { value: 'Matte red on me' } });
    fireEvent.submit(form);
    await act(async () => last('/api/social/upload/image').answer({ imageId: 'img-7', url: '/images/social/img-7', width: 300, height: 400 }));
    expect(last('/api/social/posts/create').body).toEqual({ $type: 'userImagePost', productCode, imageId: 'img-7', text: 'Matte red on me' });
    await act(async () => last('/api/social/posts/create').answer({ userImagePost: aPicturePost('mine', { text: 'Matte red on me', isOwn: true }), isHeldForModeration: false }));
    expect(section().querySelector('form')).toBeNull();
    expect(said()).toBe('Your picture is shared.');
    expect(within(section()).getAllByRole('figure')[0]!.textContent).toContain('Matte red on me');
    expect(within(section()).getByText('Pictures: 1')).toBeTruthy();
  });

  test('one held for a moderator is not shown, and the member is told; a posting limit is said in the member’s words', async () => {
    givenMember();
    const { last } = await renderSections();
    const share = async (text: string) => {
      const form = section().querySelector('form')!;
      fireEvent.change(within(form).getByLabelText('Choose a picture'), { target: { files: [new File([new Uint8Array(10)], 'me.jpg', { type: 'image/jpeg' })] } });
      fireEvent.change(within(form).getByRole('textbox', { name: /^Describe the picture/ }), { target: { value: text } });
      fireEvent.submit(form);
      await act(async () => last('/api/social/upload/image').answer({ imageId: 'img-8', url: '/images/social/img-8', width: 300, height: 400 }));
    };
    fireEvent.click(within(section()).getByRole('button', { name: 'Share a picture' }));
    await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
    await share('Too much');
    await act(async () => last('/api/social/posts/create').fail(429, { error: { code: 'posting_limit', message: 'x' } }));
    expect(section().querySelector('form [role="alert"]')!.textContent).toBe('You have written a lot in a short while. Try again in a little while.');
    await share('Held words');
    await act(async () => last('/api/social/posts/create').answer({ userImagePost: aPicturePost('held'), isHeldForModeration: true }));
    expect(said()).toBe('Your picture shows once a moderator has seen it.');
    expect(within(section()).queryAllByRole('figure')).toHaveLength(0);
  });
});
