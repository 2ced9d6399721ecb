import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SocialProfile } from '../../../contract/social-profile';
import { givenMember } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { aProfile } from '../testing/fixtures';
import { renderWithSocial } from '../testing/render-with-social';
import { PictureFields } from './picture-field';

const uploadPath = '/api/social/upload/image';
const updatePath = '/api/my/social/profile/update';

const field = (name: string) => screen.getByRole('group', { name });
const photo = (type = 'image/jpeg', size = 1_000) => new File([new Uint8Array(size)], 'me.jpg', { type });
const choose = (name: string, file: File) => fireEvent.change(within(field(name)).getByLabelText(/^Choose/), { target: { files: [file] } });
const said = (name: string) => field(name).querySelector('.o_PictureField__said')!.textContent;
const alerted = (name: string) => within(field(name)).getByRole('alert').textContent;

function renderFields(profile: SocialProfile = aProfile()) {
  const saved: SocialProfile[] = [];
  const rendered = renderWithSocial(
    <main>
      <PictureFields profile={profile} onSaved={(each) => saved.push(each)} />
    </main>,
  );
  return { ...rendered, saved };
}

describe('the member’s profile and cover pictures', () => {
  beforeEach(() => givenMember());

  test('each picture has its legend, a labelled file input for the types the shop takes, and its hint; no axe violations', async () => {
    renderFields(aProfile({ profileImageUrl: '/images/social/p1' }));
    const input = within(field('Profile picture')).getByLabelText('Choose a profile picture') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/avif,image/gif');
    expect(input.getAttribute('aria-describedby')).toBe(field('Profile picture').querySelector('.o_PictureField__hint')!.id);
    expect(field('Profile picture').querySelector('img')!.getAttribute('src')).toBe('/images/social/p1?w=120&q=75&fmt=jpg');
    expect(within(field('Profile picture')).getByRole('button', { name: 'Remove the profile picture' })).toBeTruthy();
    expect(field('Cover picture').textContent).toContain('No picture chosen.');
    expect(within(field('Cover picture')).queryByRole('button')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  test('a chosen file is uploaded as it is, then set as the picture: the saved profile is passed on and the page says so', async () => {
    const { last, saved } = renderFields();
    const file = photo();
    choose('Cover picture', file);
    expect(said('Cover picture')).toBe('Uploading the picture …');
    const upload = last(uploadPath);
    expect(upload.body).toBe(file);
    await act(async () => upload.answer({ imageId: 'img-1', url: '/images/social/img-1', width: 1600, height: 400 }));
    const update = last(updatePath);
    const [command] = (update.body as { commands: { commandId: string }[] }).commands;
    expect(command).toMatchObject({ $type: 'SetSocialCoverImage', coverImageId: 'img-1' });
    const profile = aProfile({ coverImageUrl: '/images/social/img-1' });
    await act(async () => update.answer({ commandResponses: [{ commandId: command!.commandId, success: true, profile }] }));
    expect(saved).toEqual([profile]);
    expect(said('Cover picture')).toBe('The picture is saved.');
  });

  test('a file of another type or over 10 MB is refused before anything is sent', () => {
    const { requests } = renderFields();
    choose('Profile picture', photo('image/svg+xml'));
    expect(alerted('Profile picture')).toBe('Choose a JPEG, PNG, WebP, AVIF or GIF picture.');
    choose('Profile picture', photo('image/jpeg', 10 * 1024 * 1024 + 1));
    expect(alerted('Profile picture')).toBe('The picture is too large: at most 10 MB and 40 megapixels.');
    expect(requests).toHaveLength(0);
  });

  test.each([
    [415, 'Choose a JPEG, PNG, WebP, AVIF or GIF picture.'],
    [413, 'The picture is too large: at most 10 MB and 40 megapixels.'],
    [422, 'The picture could not be read. Try another file.'],
    [500, 'Something went wrong. Please try again.'],
  ])('the server’s %d is said in the member’s words, and nothing is saved', async (status, text) => {
    const { last, saved } = renderFields();
    choose('Profile picture', photo());
    await act(async () => last(uploadPath).fail(status, { error: { code: 'x', message: 'x' } }));
    expect(alerted('Profile picture')).toBe(text);
    expect(said('Profile picture')).toBe('');
    expect(saved).toEqual([]);
  });

  test('Remove sends the Delete command and passes the profile on', async () => {
    const { last, saved } = renderFields(aProfile({ profileImageUrl: '/images/social/p1' }));
    fireEvent.click(within(field('Profile picture')).getByRole('button', { name: 'Remove the profile picture' }));
    const update = last(updatePath);
    const [command] = (update.body as { commands: { commandId: string; $type: string }[] }).commands;
    expect(command!.$type).toBe('DeleteSocialProfileImage');
    await act(async () => update.answer({ commandResponses: [{ commandId: command!.commandId, success: true, profile: aProfile() }] }));
    expect(saved).toEqual([aProfile()]);
    expect(said('Profile picture')).toBe('The picture is removed.');
  });
});
