import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { registerMember } from './account-steps';
import { expect } from './live-page';
import { writerOf } from './security/gateway-writer';

/** A social profile of the member logged in on `page`, made through the API (onboarding-dialog specs test the dialog). */
export interface OnboardedMember {
  alias: string;
  displayName: string;
  profileId: string;
}

/**
 * Registers a new member on `page` and gives them a social profile named `displayName`, with an alias of their own
 * made from it.
 */
export async function aMemberWithAProfile(page: Page, displayName: string): Promise<OnboardedMember> {
  await registerMember(page, displayName.split(' ')[0]!.toLowerCase());
  const member = await writerOf(page.context(), 'member');
  const alias = `${displayName.toLowerCase().replace(/\W+/g, '.')}.${Date.now().toString(36)}`;
  const onboarded = await member.api.post('/api/my/social/profile/update', {
    headers: { 'x-csrf-token': member.csrfToken },
    data: { commands: [{ commandId: 'onboard', $type: 'ActivateMySocialProfile', displayName, alias }] },
  });
  expect(onboarded.ok(), await onboarded.text()).toBe(true);
  const { profile } = (await onboarded.json()).commandResponses[0] as { profile: { profileId: string } };
  return { alias, displayName, profileId: profile.profileId };
}

/** A phone's photo: a JPEG stored sideways (EXIF orientation 6) with its camera and where it was taken. */
export const phonePhoto = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 0/1' } } })
    .toBuffer();

/** The texts of the notifications of `kind` (a prefix) of the member logged in on `page`, sorted. */
export async function notificationsOf(page: Page, kind: string): Promise<string[]> {
  const list = (await (await page.request.get('/api/my/notifications')).json()) as { items: { kind: string; text: { children: { text: string }[] } }[] };
  return list.items.filter((item) => item.kind.startsWith(kind)).map((item) => item.text.children.map((part) => part.text).join('')).sort();
}
