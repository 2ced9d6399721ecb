import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/axe';
import { expect, livePage, test } from '../support/live-page';
import { writerOf } from '../support/security/gateway-writer';
import { aMemberWithAProfile } from '../support/social-steps';

// Stories through the gateway to team Social: a member shares one from their feed (a picture and its description), a
// follower watches it in the viewer by keyboard, and the member deletes it from their profile.

/** A member of their own, in a browser of their own, with a social profile: their page, alias and profile id. */
async function aMemberOfTheirOwn(browser: Browser, displayName: string): Promise<{ page: Page; alias: string; profileId: string }> {
  const page = livePage(await (await browser.newContext()).newPage());
  return { page, ...(await aMemberWithAProfile(page, displayName)) };
}

test('a member shares a story from their feed, a follower watches it by keyboard, and the member deletes it', async ({ browser }) => {
  test.setTimeout(120_000);
  const teller = await aMemberOfTheirOwn(browser, 'Teller Tove');
  const follower = await aMemberOfTheirOwn(browser, 'Follower Filip');
  try {
    await shareWatchAndDelete(teller, follower);
  } finally {
    await Promise.all([teller, follower].map(({ page }) => page.context().close()));
  }
});

async function shareWatchAndDelete(teller: { page: Page; alias: string; profileId: string }, follower: { page: Page }): Promise<void> {
  const followerWriter = await writerOf(follower.page.context(), 'member');
  const followed = await followerWriter.api.post(`/api/my/social/${teller.profileId}/follow`, { headers: { 'x-csrf-token': followerWriter.csrfToken } });
  expect(followed.ok()).toBe(true);

  // The teller shares a story from the feed.
  await teller.page.goto('/social/feed');
  const stories = teller.page.getByRole('region', { name: 'Stories' });
  await expect(stories.getByText('Ingen du följer har delat en story det senaste dygnet.')).toBeVisible();
  await stories.getByRole('button', { name: 'Dela en story' }).click();
  const share = teller.page.getByRole('dialog', { name: 'Dela en story' });
  const photo = await sharp({ create: { width: 900, height: 1600, channels: 3, background: '#b0455a' } }).jpeg().toBuffer();
  await share.getByLabel('Välj en bild').setInputFiles({ name: 'lips.jpg', mimeType: 'image/jpeg', buffer: photo });
  await share.getByRole('textbox', { name: 'Beskriv bilden' }).fill('A berry lip colour in daylight.');
  await share.getByRole('button', { name: 'Dela', exact: true }).click();
  await expect(share).toBeHidden();
  await expect(stories.getByRole('button', { name: 'Visa stories från Teller Tove' })).toBeVisible();

  // The follower watches it, by keyboard only.
  await follower.page.goto('/social/feed');
  const story = follower.page.getByRole('button', { name: 'Visa stories från Teller Tove' });
  await story.focus();
  await follower.page.keyboard.press('Enter');
  const viewer = follower.page.getByRole('dialog', { name: 'Teller Tove' });
  const picture = viewer.getByRole('img', { name: 'A berry lip colour in daylight.' });
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(viewer.getByText('Story 1 av 1', { exact: false })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Klar' })).toBeFocused();
  await expect(viewer.getByRole('button', { name: 'Radera storyn' })).toHaveCount(0);
  await expectNoAxeViolations(follower.page);
  await follower.page.keyboard.press('Enter');
  await expect(viewer).toBeHidden();
  await expect(story).toBeFocused();

  // The teller deletes it from their profile, with a second yes.
  await teller.page.goto(`/social/profile/${teller.alias}`);
  await teller.page.getByRole('button', { name: 'Visa stories från Teller Tove' }).click();
  const own = teller.page.getByRole('dialog', { name: 'Teller Tove' });
  await own.getByRole('button', { name: 'Radera storyn' }).click();
  await own.getByRole('button', { name: 'Ja, radera' }).click();
  await expect(own).toBeHidden();
  await expect(teller.page.getByText('Inga stories det senaste dygnet.')).toBeVisible();
  await follower.page.reload();
  await expect(follower.page.getByRole('button', { name: 'Visa stories från Teller Tove' })).toHaveCount(0);
}
