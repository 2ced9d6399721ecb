import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { MySocialProfilePageViewModel } from '../../../contract/my-social-profile-page';
import { givenMember } from '../testing/app-shell-data';
import { aPage, anActivityPost, anAuthor, aProfile } from '../testing/fixtures';
import { axeViolations } from '../testing/axe';
import { renderWithSocial } from '../testing/render-with-social';
import MySocialProfilePage from './my-social-profile-page';

const updatePath = '/api/my/social/profile/update';

const aMyProfilePage = (overrides: Partial<MySocialProfilePageViewModel> = {}): MySocialProfilePageViewModel => ({
  componentName: 'MySocialProfilePageViewModel',
  url: '/social/my-profile',
  meta: { title: 'Your social profile | Beauty Store', robots: 'noindex' },
  currentTheme: 'default',
  profile: aProfile({ description: 'Lips first.' }),
  followerCount: 3,
  followingCount: 1,
  savedPosts: aPage([]),
  authorizedProfiles: [],
  onBehalfOf: null,
  isImpersonating: false,
  ...overrides,
});

const form = () => screen.getByRole('form', { name: 'Edit the profile' });
const field = (name: string | RegExp) => within(form()).getByRole('textbox', { name });
const save = () => fireEvent.click(within(form()).getByRole('button', { name: 'Save' }));

type Command = { commandId: string; $type: string; [field: string]: unknown };
const commandsOf = (body: unknown) => (body as { commands: Command[] }).commands;

describe('the member’s own social profile page', () => {
  beforeEach(() => givenMember());

  test('shows the profile to change, its follows, and the ways to the public profile and the feed', () => {
    renderWithSocial(<MySocialProfilePage page={aMyProfilePage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your social profile');
    expect(screen.getByRole('link', { name: 'See the profile as others see it' }).getAttribute('href')).toBe('/social/profile/me.too');
    expect(screen.getByRole('link', { name: 'Your feed' }).getAttribute('href')).toBe('/social/feed');
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/social/messages');
    expect(screen.getByRole('button', { name: 'Followers: 3' })).toBeTruthy();
    expect((field('Display name') as HTMLInputElement).value).toBe('Me Too');
    expect((field(/^Alias/) as HTMLInputElement).value).toBe('me.too');
    expect((field('About you') as HTMLTextAreaElement).value).toBe('Lips first.');
  });

  test('sends only what changed, as one batch, and the saved profile is the page’s from then on', async () => {
    const { last } = renderWithSocial(<MySocialProfilePage page={aMyProfilePage()} />);
    fireEvent.change(field('Display name'), { target: { value: ' Me Three ' } });
    fireEvent.change(field('About you'), { target: { value: 'Lips and eyes.' } });
    save();
    const update = last(updatePath);
    const commands = commandsOf(update.body);
    expect(commands.map(({ commandId: _id, ...command }) => command)).toEqual([
      { $type: 'SetSocialDisplayName', displayName: 'Me Three' },
      { $type: 'SetSocialDescription', description: 'Lips and eyes.' },
    ]);
    const saved = aProfile({ displayName: 'Me Three', description: 'Lips and eyes.' });
    await act(async () => update.answer({ commandResponses: commands.map((command) => ({ commandId: command.commandId, success: true, profile: saved })) }));
    expect(form().querySelector('.o_MyProfileForm__said')!.textContent).toBe('Your profile is saved.');
    // Saved again unchanged: nothing to send.
    save();
    expect(form().querySelector('.o_MyProfileForm__said')!.textContent).toBe('Nothing has changed.');
  });

  test('an alias another profile has is refused at its field, with the keyboard there; the rest is saved', async () => {
    const { last } = renderWithSocial(<MySocialProfilePage page={aMyProfilePage()} />);
    fireEvent.change(field('Display name'), { target: { value: 'Me Again' } });
    fireEvent.change(field(/^Alias/), { target: { value: 'taken' } });
    save();
    const update = last(updatePath);
    const [name, alias] = commandsOf(update.body);
    expect(alias).toMatchObject({ $type: 'SetSocialAlias', alias: 'taken' });
    await act(async () =>
      update.answer({
        commandResponses: [
          { commandId: alias!.commandId, success: false, resultType: 'unavailableAlias' },
          { commandId: name!.commandId, success: true, profile: aProfile({ displayName: 'Me Again' }) },
        ],
      }),
    );
    expect(document.activeElement).toBe(field(/^Alias/));
    expect(within(form()).getByText('This alias is taken. Choose another one.')).toBeTruthy();
    expect(form().querySelector('.o_MyProfileForm__said')!.textContent).toBe('');
  });

  test('an alias outside the pattern or an empty display name is refused before anything is sent; an answer without the command’s is an error', async () => {
    const { last, requests } = renderWithSocial(<MySocialProfilePage page={aMyProfilePage()} />);
    fireEvent.change(field('Display name'), { target: { value: '  ' } });
    fireEvent.change(field(/^Alias/), { target: { value: 'me too!' } });
    save();
    expect(requests).toEqual([]);
    expect(document.activeElement).toBe(field('Display name'));
    fireEvent.change(field('Display name'), { target: { value: 'Me' } });
    fireEvent.change(field(/^Alias/), { target: { value: 'me.too' } });
    save();
    await act(async () => last(updatePath).answer({ commandResponses: [] }));
    expect(within(form()).getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });

  test('before onboarding: the way to make a profile, and then the form', async () => {
    const { last } = renderWithSocial(<MySocialProfilePage page={aMyProfilePage({ profile: null, followerCount: 0, followingCount: 0 })} />);
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create a social profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Create your social profile' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Display name' }), { target: { value: 'New Nina' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Alias/ }), { target: { value: 'nina' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create profile' }));
    const update = last(updatePath);
    const [command] = commandsOf(update.body);
    await act(async () => update.answer({ commandResponses: [{ commandId: command!.commandId, success: true, profile: aProfile({ displayName: 'New Nina', alias: 'nina' }) }] }));
    expect((field('Display name') as HTMLInputElement).value).toBe('New Nina');
    expect(screen.getByRole('link', { name: 'See the profile as others see it' }).getAttribute('href')).toBe('/social/profile/nina');
  });

  test('renders on the server as in the browser (its first HTML)', () => {
    expect(renderToString(<MySocialProfilePage page={aMyProfilePage()} />)).toContain('Your social profile');
  });
});

describe('saved posts on the member’s profile page', () => {
  test('the posts they saved, with their writers, each Save pressed (read once for all); unsaving one lets it go from the server; no axe violations', async () => {
    givenMember();
    const saved = { ...anActivityPost({ postId: 'saved-1', text: 'Which shade for olive skin?', kind: 'question', stars: null, title: '' }), author: anAuthor() };
    const other = { ...saved, postId: 'saved-2', text: 'Does it smudge?' };
    const { last, sentTo } = renderWithSocial(<MySocialProfilePage page={aMyProfilePage({ savedPosts: aPage([saved, other]) })} />);
    // The button's code and the saved posts come after the page shows.
    const asked = await waitFor(() => last('/api/my/social/saved-posts/ids'));
    await act(async () => asked.answer({ postIds: ['saved-1', 'saved-2'] }));
    // Read once for every button of the page.
    expect(sentTo('/api/my/social/saved-posts/ids')).toHaveLength(1);
    const section = screen.getByRole('region', { name: 'Saved posts' });
    const article = within(section).getByRole('article', { name: 'Which shade for olive skin?' });
    const saveButton = await within(article).findByRole('button', { name: 'Save' });
    expect(saveButton.getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(saveButton);
    await act(async () => last('/api/my/social/saved-posts/saved-1/unsave').answer({ saved: false }));
    expect(saveButton.getAttribute('aria-pressed')).toBe('false');
  });

  test('none saved says how to', () => {
    givenMember();
    renderWithSocial(<MySocialProfilePage page={aMyProfilePage()} />);
    expect(within(screen.getByRole('region', { name: 'Saved posts' })).getByText(/You have not saved anything yet/)).toBeTruthy();
  });
});
