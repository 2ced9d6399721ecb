import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ProfileStories, Story } from '../../../contract/stories';
import { aMember } from '@storefront/platform/testing';
import { givenMember } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { anAuthor } from '../testing/fixtures';
import { settle } from '../testing/fake-http';
import { renderWithSocial } from '../testing/render-with-social';
import { Stories } from './stories';

const aStory = (storyId: string, overrides: Partial<Story> = {}): Story => ({
  storyId,
  imageUrl: `/images/social/${storyId}`,
  width: 300,
  height: 400,
  description: `Picture ${storyId}`,
  createdAt: new Date(Date.now() - 60 * 60_000).toISOString(),
  isOwn: false,
  ...overrides,
});

const own: ProfileStories = { author: anAuthor({ profileId: 'me', alias: 'me.too', displayName: 'Me Too' }), stories: [aStory('m1', { isOwn: true })] };
const anna: ProfileStories = { author: anAuthor({ profileImageUrl: '/images/social/anna' }), stories: [aStory('a1'), aStory('a2')] };

const viewer = () => screen.getByRole('dialog');
/** An open dialog (a closing one stays in the page until its animation ends). */
const openDialog = () => screen.queryByRole('dialog')?.closest('[data-state="open"]') ?? null;
const press = (name: string) => fireEvent.click(within(viewer()).getByRole('button', { name }));
const picture = () => within(viewer()).getByRole('img');

/** Presses a profile's stories button; the viewer is a chunk of its own, loaded then. */
async function openStoriesOf(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `See the stories of ${name}` }));
  await screen.findByRole('dialog', { name });
}

function renderStories(profiles: ProfileStories[] = [own, anna], canShare = true) {
  return renderWithSocial(
    <main>
      <Stories initial={profiles} canShare={canShare} emptyText="Nobody you follow has shared a story in the last day." />
    </main>,
  );
}

describe('stories', () => {
  beforeEach(() => givenMember());

  test('a button per profile, named for whose stories it opens, with its picture and how many; no axe violations', async () => {
    renderStories();
    const list = screen.getByRole('region', { name: 'Stories' });
    const buttons = within(list).getAllByRole('button', { name: /^See the stories of/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['See the stories of Me Too', 'See the stories of Anna B']);
    expect(buttons[1]!.textContent).toBe('Anna BStories: 2');
    expect(buttons[1]!.querySelector('img')!.getAttribute('src')).toBe('/images/social/anna?w=60&q=75&fmt=jpg');
    expect(buttons[0]!.textContent).toBe('MMe TooStories: 1');
    expect(await axeViolations()).toEqual([]);
  });

  test('the viewer goes through a profile’s stories and on to the next profile’s, by button and by arrow key; Done closes', async () => {
    renderStories();
    await openStoriesOf('Anna B');
    expect(picture().getAttribute('alt')).toBe('Picture a1');
    expect(within(viewer()).getByText('Story 1 of 2', { exact: false })).toBeTruthy();
    press('Next');
    expect(picture().getAttribute('alt')).toBe('Picture a2');
    fireEvent.keyDown(picture(), { key: 'ArrowLeft' });
    expect(picture().getAttribute('alt')).toBe('Picture a1');
    fireEvent.keyDown(picture(), { key: 'ArrowRight' });
    // The last story of the last profile: Next is Done, and closes.
    press('Done');
    await act(settle);
    expect(openDialog()).toBeNull();

    await openStoriesOf('Me Too');
    press('Next');
    expect(screen.getByRole('dialog', { name: 'Anna B' })).toBeTruthy();
    press('Previous');
    expect(screen.getByRole('dialog', { name: 'Me Too' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  test('one’s own story is deleted after a second yes, and the viewer goes on to the next', async () => {
    const { last } = renderStories();
    await openStoriesOf('Me Too');
    expect(within(viewer()).queryByRole('button', { name: 'Yes, delete' })).toBeNull();
    press('Delete the story');
    expect(within(viewer()).getByRole('group', { name: 'Delete this story?' })).toBeTruthy();
    press('Yes, delete');
    await act(async () => last('/api/social/stories/m1/delete').answer({ deleted: true }));
    await act(settle);
    expect(screen.getByRole('dialog', { name: 'Anna B' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'See the stories of Me Too' })).toBeNull();
    // Another's story has no Delete, and for a member who is no administrator no Hide.
    expect(within(viewer()).queryByRole('button', { name: 'Delete the story' })).toBeNull();
    expect(within(viewer()).queryByRole('button', { name: 'Hide the story (moderator)' })).toBeNull();
  });

  test('an administrator hides another’s story at once (a moderator’s action), and the viewer goes on to the next', async () => {
    givenMember({ currentUser: aMember({ isAdmin: true }) });
    const { last } = renderStories();
    await openStoriesOf('Me Too');
    expect(within(viewer()).queryByRole('button', { name: 'Hide the story (moderator)' })).toBeNull();
    press('Next');
    await screen.findByRole('dialog', { name: 'Anna B' });
    expect(await axeViolations()).toEqual([]);
    press('Hide the story (moderator)');
    expect(last('/api/admin/social/moderation/hide-story').body).toEqual({ storyId: 'a1' });
    await act(async () => last('/api/admin/social/moderation/hide-story').answer({ removed: true }));
    await act(settle);
    expect(picture().getAttribute('alt')).toBe('Picture a2');
    expect(screen.getByRole('button', { name: 'See the stories of Anna B' }).textContent).toContain('1');
  });

  test('sharing: a picture and its description are needed; then it is uploaded, shared, and the stories are read again', async () => {
    const { last, sentTo } = renderStories([anna]);
    fireEvent.click(screen.getByRole('button', { name: 'Share a story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share a story' });
    const submit = () => fireEvent.submit(within(dialog).getByRole('button', { name: 'Share' }).closest('form')!);
    submit();
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a picture first.');
    const file = new File([new Uint8Array(100)], 'lips.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByLabelText('Choose a picture'), { target: { files: [file] } });
    submit();
    expect(within(dialog).getByText('Describe the picture first.')).toBeTruthy();
    expect(sentTo('/api/social/upload/image')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Describe the picture/ }), { target: { value: ' A coral lip. ' } });
    submit();
    await act(async () => last('/api/social/upload/image').answer({ imageId: 'img-9', url: '/images/social/img-9', width: 300, height: 400 }));
    expect(last('/api/social/stories/create').body).toEqual({ imageId: 'img-9', description: 'A coral lip.' });
    await act(async () => last('/api/social/stories/create').answer({ story: aStory('m9', { isOwn: true }) }));
    await act(async () => last('/api/my/social/feed/stories').answer({ profiles: [{ ...own, stories: [aStory('m9', { isOwn: true })] }, anna] }));
    await act(settle);
    expect(openDialog()).toBeNull();
    expect(screen.getByRole('button', { name: 'See the stories of Me Too' })).toBeTruthy();
  });

  test('without stories it says so; without a profile there is no Share', () => {
    renderStories([], false);
    expect(screen.getByText('Nobody you follow has shared a story in the last day.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share a story' })).toBeNull();
  });
});
