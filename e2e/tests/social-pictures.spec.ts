import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/live-page';
import { aMemberWithAProfile, phonePhoto } from '../support/social-steps';

// A member's profile and cover pictures, through the gateway to team Social and its image pipeline: chosen with the
// file inputs of their own profile page, shown there and on the public profile at the shop's widths, served without
// the photo's EXIF (camera, place), and removed by keyboard.

/** The picture is painted: its file came and decoded (a broken image has no natural width). */
const expectPainted = (image: Locator) => expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);

test('a member chooses a profile and a cover picture, sees them on both profile pages without the photo’s EXIF, and removes one by keyboard', async ({ page }) => {
  const { alias } = await aMemberWithAProfile(page, 'Pictured Pia');
  await page.goto('/social/my-profile');
  const profilePicture = page.getByRole('group', { name: 'Profilbild' });
  const cover = page.getByRole('group', { name: 'Omslagsbild' });
  await expect(profilePicture.getByText('Ingen bild vald.')).toBeVisible();

  await profilePicture.getByLabel('Välj profilbild').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(600, 400, '#d4a59a') });
  await expect(profilePicture.getByText('Bilden är sparad.')).toBeVisible();
  await expectPainted(profilePicture.locator('img'));
  await cover.getByLabel('Välj omslagsbild').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(800, 3200, '#7a4b5c') });
  await expect(cover.getByText('Bilden är sparad.')).toBeVisible();
  await expectPainted(cover.locator('img'));
  await expectNoAxeViolations(page, 'main');

  // A file that is not a picture is refused by the server (its type is sniffed, not taken from the name).
  await cover.getByLabel('Välj omslagsbild').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
  await expect(cover.getByRole('alert')).toHaveText('Välj en bild i JPEG, PNG, WebP, AVIF eller GIF.');
  await expectPainted(cover.locator('img'));

  // The public profile: the cover first, then the round picture, both at the shop's widths.
  await page.goto(`/social/profile/${alias}`);
  const header = page.locator('main header');
  const [coverImage, profileImage] = [header.locator('img').nth(0), header.locator('img').nth(1)];
  await expectPainted(coverImage);
  await expectPainted(profileImage);
  const profileSrc = await profileImage.evaluate((element: HTMLImageElement) => element.currentSrc);
  expect(profileSrc).toMatch(/\/images\/social\/[0-9a-f-]{36}\?w=(120|240|320)&q=75&fmt=(avif|webp|jpg)$/);
  // Served upright (the sideways 600 × 400 is a 400 × 600 portrait) and with nothing of the phone's EXIF.
  const served = await page.request.get(profileSrc.replace(/w=\d+/, 'w=320').replace(/fmt=\w+/, 'fmt=jpg'));
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const metadata = await sharp(await served.body()).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 320, height: 480 });
  expect(metadata.exif).toBeUndefined();
  await expectNoAxeViolations(page, 'main');

  // Removed by keyboard on their own page: gone from the public profile too.
  await page.goto('/social/my-profile');
  await profilePicture.getByRole('button', { name: 'Ta bort profilbilden' }).focus();
  await page.keyboard.press('Enter');
  await expect(profilePicture.getByText('Bilden är borttagen.')).toBeVisible();
  await expect(profilePicture.getByText('Ingen bild vald.')).toBeVisible();
  await page.goto(`/social/profile/${alias}`);
  await expect(page.locator('main header img')).toHaveCount(1);
});

interface ListedProduct {
  url: string;
}

test('a member shares a picture of a product on its page, and a visitor sees it there with what it shows', async ({ page, browser }) => {
  await aMemberWithAProfile(page, 'Pictured Pia');
  const { listing } = (await (await page.request.get('/api/catalog/variants/listing')).json()) as { listing: { products: ListedProduct[] } };
  const productUrl = listing.products[1]!.url;
  await page.goto(productUrl);
  await page.locator('.c_ProductPage__social').scrollIntoViewIfNeeded();
  const pictures = page.getByRole('region', { name: 'Kundbilder' });
  await pictures.getByRole('button', { name: 'Dela en bild' }).click();
  const caption = `Matt röd i dagsljus ${Date.now().toString(36)}`;
  await pictures.getByLabel('Välj en bild').setInputFiles({ name: 'lips.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(1200, 900, '#9c2f3f') });
  await pictures.getByRole('textbox', { name: 'Beskriv bilden' }).fill(caption);
  await pictures.getByRole('button', { name: 'Dela bilden' }).click();
  await expect(pictures.getByText('Din bild är delad.')).toBeVisible();
  await expect(pictures.getByRole('figure').first()).toContainText(caption);
  await expectNoAxeViolations(page, '.o_UserImages');

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(productUrl);
    await visitor.locator('.c_ProductPage__social').scrollIntoViewIfNeeded();
    const shared = visitor.getByRole('region', { name: 'Kundbilder' }).getByRole('figure').filter({ hasText: caption });
    // A gallery's pictures load as they come into view.
    await shared.scrollIntoViewIfNeeded();
    await expectPainted(shared.locator('img'));
    await expect(shared.getByRole('link', { name: 'Pictured Pia' })).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});
