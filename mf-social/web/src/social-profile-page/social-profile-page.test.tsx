import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { SocialProfilePageViewModel } from '../../../contract/social-profile-page';
import { aMember } from '@storefront/platform/testing';
import { givenMember, givenVisitor } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { aPage, aProduct, anActivityPost, anEditedPost, aProfile } from '../testing/fixtures';
import { settle } from '../testing/fake-http';
import { renderWithSocial } from '../testing/render-with-social';
import SocialProfilePage from './social-profile-page';

const aPost = anActivityPost;

const aProfilePage = (overrides: Partial<SocialProfilePageViewModel> = {}): SocialProfilePageViewModel => ({
  componentName: 'SocialProfilePageViewModel',
  url: '/social/profile/anna.b',
  meta: { title: 'Anna B (@anna.b) | Beauty Store' },
  currentTheme: 'default',
  profile: {
    profileId: 'profile-anna',
    alias: 'anna.b',
    displayName: 'Anna B',
    description: 'Lips first.',
    profileImageUrl: null,
    coverImageUrl: null,
    reviewCount: 1,
    questionCount: 1,
    followerCount: 12,
    followingCount: 0,
    isOwn: false,
    isFollowedByReader: false,
    takesMessages: true,
  },
  stories: [],
  activity: aPage([aPost(), aPost({ postId: 'post-2', kind: 'question', stars: null, title: '', text: 'Does it suit dry skin?', answerCount: 2, product: null })], { totalCount: 2 }),
  ...overrides,
});

const aFollower = (n: number, overrides: object = {}) => ({
  profileId: `fan-${n}`,
  alias: `fan.${n}`,
  displayName: `Fan ${n}`,
  isFollowedByReader: false,
  isReader: false,
  ...overrides,
});

describe('a member’s social profile page', () => {
  beforeEach(() => {
    givenVisitor();
    sessionStorage.clear();
  });

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

  test('the cover (the page’s first picture, fetched first) and the profile picture, at the shop’s widths; none without them', () => {
    const { container } = renderWithSocial(
      <SocialProfilePage page={aProfilePage({ profile: { ...aProfilePage().profile, coverImageUrl: '/images/social/c1', profileImageUrl: '/images/social/p1' } })} />,
    );
    const [cover, picture] = [...container.querySelectorAll('header img')];
    expect(cover!.getAttribute('src')).toBe('/images/social/c1?w=960&q=75&fmt=jpg');
    expect(cover!.getAttribute('srcset')).toContain('/images/social/c1?w=320&q=75&fmt=jpg 320w');
    expect(cover!.getAttribute('fetchpriority')).toBe('high');
    expect(picture!.getAttribute('src')).toBe('/images/social/p1?w=120&q=75&fmt=jpg');
    expect(picture!.getAttribute('loading')).toBe('lazy');
    // Beside the name: decorative.
    expect([cover, picture].map((image) => image!.getAttribute('alt'))).toEqual(['', '']);
  });

  test('an administrator takes the profile picture off another’s profile: it leaves the page at once; nobody else is offered it', async () => {
    const withPictures = aProfilePage({ profile: { ...aProfilePage().profile, coverImageUrl: '/images/social/c1', profileImageUrl: '/images/social/p1' } });
    givenMember();
    const member = renderWithSocial(<SocialProfilePage page={withPictures} />);
    await act(settle);
    expect(within(member.container).queryByRole('button', { name: /moderator/ })).toBeNull();
    member.unmount();

    givenMember({ currentUser: aMember({ isAdmin: true }) });
    const { container, last } = renderWithSocial(<SocialProfilePage page={withPictures} />);
    // The administrators' buttons are a chunk of their own, loaded once the page shows.
    const remove = await within(container).findByRole('button', { name: 'Remove the profile picture (moderator)' });
    expect(within(container).getByRole('button', { name: 'Remove the cover picture (moderator)' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(remove);
    expect(last('/api/admin/social/moderation/remove-profile-picture').body).toEqual({ profileId: 'profile-anna', picture: 'profile' });
    await act(async () => last('/api/admin/social/moderation/remove-profile-picture').answer({ removed: true }));
    expect([...container.querySelectorAll('header img')].map((image) => image.getAttribute('src')!.split('?')[0])).toEqual(['/images/social/c1']);
    expect(within(container).queryByRole('button', { name: 'Remove the profile picture (moderator)' })).toBeNull();
  });

  test('a picture of a product: what it shows as its heading, the picture, the product and when, no counts', () => {
    const picture = aPost({ postId: 'post-3', kind: 'userImagePost', stars: null, title: '', text: 'Glossy in daylight', image: { url: '/images/social/i3', width: 900, height: 1200 } });
    renderWithSocial(<SocialProfilePage page={aProfilePage({ activity: aPage([picture], { totalCount: 1 }) })} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading').textContent).toBe('Glossy in daylight');
    expect(within(article).getByText('Picture of', { exact: false }).textContent).toBe('Picture of LANEIGE Lip Sleeping Mask');
    expect(article.querySelector('img')!.getAttribute('src')).toBe('/images/social/i3?w=640&q=75&fmt=jpg');
    expect(article.querySelector('.o_PostMeta')!.textContent).toBe('2 hours ago');
  });

  test('a look: its words as its heading, the picture, its first product and its products as links, its likes and comments; no axe violations', async () => {
    const products = [aProduct(), aProduct({ code: 'demo-1002', name: 'Volume Mascara', brandName: 'Nordic Skin', url: '/p/volume-mascara-100002' })];
    const look = aPost({ postId: 'post-4', kind: 'look', stars: null, title: '', text: 'Evening eyes', image: { url: '/images/social/i4', width: 900, height: 1200 }, products, likeCount: 4, answerCount: 2 });
    renderWithSocial(<SocialProfilePage page={aProfilePage({ activity: aPage([look], { totalCount: 1 }) })} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading').textContent).toBe('Evening eyes');
    expect(within(article).getByText('Look with', { exact: false }).textContent).toBe('Look with LANEIGE Lip Sleeping Mask');
    expect(article.querySelector('img')!.getAttribute('src')).toBe('/images/social/i4?w=640&q=75&fmt=jpg');
    const named = within(article).getByRole('list', { name: 'Products in the look' });
    expect(within(named).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['LANEIGE Lip Sleeping Mask', '/p/lip-sleeping-mask-200001'],
      ['Nordic Skin Volume Mascara', '/p/volume-mascara-100002'],
    ]);
    expect(article.querySelector('.o_PostMeta')!.textContent).toBe('2 hours ago');
    // Its likes and comments, to press there.
    expect(within(article).getByText('Liked by 4')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Comments (2)' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  test('without pictures the header has none', () => {
    const { container } = renderWithSocial(<SocialProfilePage page={aProfilePage()} />);
    expect(container.querySelectorAll('header img')).toHaveLength(0);
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
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Something went wrong. Please try again.');
  });

  test('renders on the server as it renders in the browser (its first HTML), and says when a profile has no posts', () => {
    const html = renderToString(<SocialProfilePage page={aProfilePage({ activity: aPage([]) })} />);
    expect(html).toContain('Anna B');
    expect(html).toContain('No posts yet.');
  });

  test('a visitor who presses Follow is asked to log in, with why', () => {
    const { recorded, requests } = renderWithSocial(<SocialProfilePage page={aProfilePage()} />);
    const logins = recorded('account:login-required');
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(logins).toEqual([{ returnUrl: '/', message: 'Log in to follow members.' }]);
    expect(requests).toEqual([]);
  });

  test('a visitor who likes a picture or a look is asked to log in, in words that say which', () => {
    const picture = aPost({ postId: 'pic-1', kind: 'userImagePost', stars: null, title: '', text: 'In daylight', image: { url: '/images/social/p1', width: 300, height: 400 } });
    const look = aPost({ postId: 'look-1', kind: 'look', stars: null, title: '', text: 'Evening eyes', image: { url: '/images/social/l1', width: 300, height: 400 } });
    const { recorded } = renderWithSocial(<SocialProfilePage page={aProfilePage({ activity: aPage([picture, look]) })} />);
    const logins = recorded('account:login-required');
    const [first, second] = screen.getAllByRole('article');
    fireEvent.click(within(first!).getByRole('button', { name: /Like/ }));
    fireEvent.click(within(second!).getByRole('button', { name: /Like/ }));
    expect(logins.map((login) => (login as { message: string }).message)).toEqual(['Log in to like the picture.', 'Log in to like the look.']);
  });

  test('another member’s profile offers "Send a message", a form in the page that writes to them', async () => {
    givenMember();
    const { last } = renderWithSocial(<SocialProfilePage page={aProfilePage()} />);
    const opener = screen.getByRole('button', { name: 'Send a message' });
    fireEvent.click(opener);
    await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message to Anna B' }), { target: { value: 'Hi!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(last('/api/my/social/direct-messages/create-conversation-invitation').body).toEqual({ profileId: 'profile-anna', text: 'Hi!' });
  });

  test('an imported review’s author, who is nobody to write to, offers no "Send a message"', () => {
    givenMember();
    const page = aProfilePage();
    renderWithSocial(<SocialProfilePage page={{ ...page, profile: { ...page.profile, takesMessages: false } }} />);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a message' })).toBeNull();
  });

  test('a member follows and unfollows: the button, the follower count and a status say where it stands', async () => {
    givenMember();
    const { last } = renderWithSocial(<SocialProfilePage page={aProfilePage()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
    await act(async () => last('/api/my/social/profile-anna/follow').answer({ isFollowing: true, followerCount: 13 }));
    expect(screen.getByRole('button', { name: 'Followers: 13' })).toBeTruthy();
    expect(screen.getByText('You now follow Anna B').getAttribute('role')).toBe('status');
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    await act(async () => last('/api/my/social/profile-anna/unfollow').answer({ isFollowing: false, followerCount: 12 }));
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(screen.getByText('You no longer follow Anna B').getAttribute('role')).toBe('status');
    expect(screen.queryByText('You now follow Anna B')).toBeNull();
  });

  test('a failed follow says so and changes nothing', async () => {
    givenMember();
    const { last } = renderWithSocial(<SocialProfilePage page={aProfilePage()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await act(async () => last('/api/my/social/profile').answer({ profile: aProfile() }));
    await act(async () => last('/api/my/social/profile-anna/follow').fail(503, {}));
    expect(within(screen.getByRole('button', { name: 'Follow' }).parentElement!).getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Followers: 12' })).toBeTruthy();
  });

  test('the follower count opens the list, 10 at a time, with who the reader follows marked; pressed again it closes', async () => {
    const { last } = renderWithSocial(<SocialProfilePage page={aProfilePage()} />);
    const count = screen.getByRole('button', { name: 'Followers: 12' });
    expect(count.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(count);
    expect(count.getAttribute('aria-expanded')).toBe('true');
    const firstTen = Array.from({ length: 10 }, (_, n) => aFollower(n, n === 0 ? { isFollowedByReader: true } : {}));
    await act(async () => last('/api/social/profiles/profile-anna/followers?count=10').answer(aPage(firstTen, { nextFrom: 'cursor-f', totalCount: 12 })));
    const list = screen.getByRole('region', { name: 'Followers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: 'Fan 0' }).getAttribute('href')).toBe('/social/profile/fan.0');
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toBe('Fan 0 @fan.0 · You follow');
    fireEvent.click(within(list).getByRole('button', { name: 'Show more' }));
    await act(async () => last('/api/social/profiles/profile-anna/followers?from=cursor-f&count=10').answer(aPage([aFollower(10), aFollower(11)], { totalCount: 12 })));
    await act(settle);
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(document.activeElement).toBe(within(list).getAllByRole('listitem')[10]);
    expect(within(list).getByText('Shown: 12 of 12')).toBeTruthy();
    fireEvent.click(count);
    expect(screen.queryByRole('region', { name: 'Followers' })).toBeNull();
  });

  test('an empty following list says so; on their own profile a member gets a link to their feed and no Follow nor Send a message', async () => {
    givenMember();
    const { last } = renderWithSocial(<SocialProfilePage page={aProfilePage({ profile: { ...aProfilePage().profile, isOwn: true } })} />);
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a message' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Your feed' }).getAttribute('href')).toBe('/social/feed');
    fireEvent.click(screen.getByRole('button', { name: 'Following: 0' }));
    await act(async () => last('/api/social/profiles/profile-anna/following?count=10').answer(aPage([])));
    expect(within(screen.getByRole('region', { name: 'Following' })).getByText('Not following anyone yet.')).toBeTruthy();
  });

  test('on their own page a member deletes a post, asked once more: it leaves the list and the count, and a status says so', async () => {
    givenMember();
    const own = aProfilePage({ profile: { ...aProfilePage().profile, isOwn: true } });
    const { last, sentTo } = renderWithSocial(<SocialProfilePage page={own} />);
    const activity = screen.getByRole('region', { name: 'Posts' });
    const [first] = within(activity).getAllByRole('article');
    fireEvent.click(within(first!).getByRole('button', { name: 'Delete post' }));
    fireEvent.click(within(first!).getByRole('button', { name: 'Yes, delete' }));
    expect(sentTo('/api/social/posts/post-1/delete')).toHaveLength(1);
    await act(async () => last('/api/social/posts/post-1/delete').answer({ deleted: true }));
    await act(settle);
    expect(within(activity).getAllByRole('article')).toHaveLength(1);
    expect(within(activity).getByText('Posts shown: 1 of 1')).toBeTruthy();
    expect(document.activeElement).toBe(within(activity).getByText('The post is deleted.'));
    expect(await axeViolations()).toEqual([]);
  });

  test('another member’s page offers no Delete and no Edit', () => {
    givenMember();
    renderWithSocial(<SocialProfilePage page={aProfilePage()} />);
    expect(screen.queryByRole('button', { name: 'Delete post' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  test('on their own page a member changes a question’s words in place: saved, it shows them with "(edited)", and a status says so', async () => {
    givenMember();
    const own = aProfilePage({ profile: { ...aProfilePage().profile, isOwn: true } });
    const { last } = renderWithSocial(<SocialProfilePage page={own} />);
    const activity = screen.getByRole('region', { name: 'Posts' });
    const [review, question] = within(activity).getAllByRole('article');
    // A review, with its stars and marks, is changed on its product's page.
    expect(within(review!).getByRole('link', { name: 'Edit on the product page' }).getAttribute('href')).toBe(aProduct().url);
    expect(within(review!).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(question!).getByRole('button', { name: 'Edit' }));
    // The form is a chunk of its own, loaded when Edit is pressed (or before, when it is focused or pointed at).
    const text = (await within(question!).findByRole('textbox', { name: 'Edit the text' })) as HTMLTextAreaElement;
    expect(text.value).toBe('Does it suit dry skin?');
    expect(document.activeElement).toBe(text);
    fireEvent.change(text, { target: { value: 'Does it suit dry skin in winter?' } });
    fireEvent.click(within(question!).getByRole('button', { name: 'Save the change' }));
    const update = last('/api/social/posts/post-2/update');
    expect(update.body).toEqual({ $type: 'question', text: 'Does it suit dry skin in winter?' });
    await act(async () => update.answer({ post: anEditedPost({ postId: 'post-2', text: 'Does it suit dry skin in winter?' }), isHeldForModeration: false }));
    await act(settle);
    const changed = within(activity).getAllByRole('article')[1]!;
    expect(within(changed).getByRole('heading').textContent).toBe('Does it suit dry skin in winter?');
    expect(within(changed).getByText('(edited)')).toBeTruthy();
    expect(document.activeElement).toBe(changed);
    expect(within(activity).getByText('The post is changed.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  test('a change a moderator reads first leaves the list, and a status says so; cancel gives the keyboard back to Edit', async () => {
    givenMember();
    const own = aProfilePage({ profile: { ...aProfilePage().profile, isOwn: true } });
    const { last } = renderWithSocial(<SocialProfilePage page={own} />);
    const activity = screen.getByRole('region', { name: 'Posts' });
    const question = () => within(activity).getAllByRole('article')[1]!;
    fireEvent.click(within(question()).getByRole('button', { name: 'Edit' }));
    fireEvent.click(await within(question()).findByRole('button', { name: 'Cancel' }));
    await act(settle);
    expect(document.activeElement).toBe(within(question()).getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(question()).getByRole('button', { name: 'Edit' }));
    fireEvent.click(await within(question()).findByRole('button', { name: 'Save the change' }));
    await act(async () => last('/api/social/posts/post-2/update').answer({ post: anEditedPost({ postId: 'post-2', text: 'Does it suit dry skin?' }), isHeldForModeration: true }));
    await act(settle);
    expect(within(activity).getAllByRole('article')).toHaveLength(1);
    expect(document.activeElement).toBe(within(activity).getByText('Your change shows once a moderator has seen it.'));
  });
});
