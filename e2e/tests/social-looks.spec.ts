import type { Browser } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { adminContext } from '../support/account-steps';
import { expect, livePage, test, type Page } from '../support/live-page';
import { writerOf } from '../support/security/gateway-writer';
import { aMemberWithAProfile, notificationsOf, phonePhoto } from '../support/social-steps';

// Looks through the gateway to team Social: a member shares a look from a product's page (its picture, its words and
// three products, two of them found in the picker by keyboard through the catalog's search), the look shows on each
// product's page with its products in order and in a follower's feed; the follower saves it (their profile page lists
// it), likes it and comments on it by keyboard, the member is told of both through team Account, and an administrator
// hides it from every list.

interface ListedProduct {
  productCode: string;
  url: string;
  name: string;
  brandName: string;
}

/** Three demo products of different names: a look made with them. */
async function threeProducts(page: Page): Promise<ListedProduct[]> {
  const { listing } = (await (await page.request.get('/api/catalog/variants/listing')).json()) as { listing: { products: ListedProduct[] } };
  const distinct = listing.products.filter((product, index, all) => all.findIndex((other) => other.name === product.name) === index);
  expect(distinct.length).toBeGreaterThanOrEqual(3);
  return distinct.slice(0, 3);
}

const looksOf = (page: Page) => page.getByRole('region', { name: 'Looks', exact: true });

async function openLooks(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('.c_ProductPage__social').scrollIntoViewIfNeeded();
  await looksOf(page).scrollIntoViewIfNeeded();
}

/** Finds `product` by its name in the picker's search and adds it with the keyboard. */
async function addInPicker(page: Page, product: ListedProduct): Promise<void> {
  const search = looksOf(page).getByRole('searchbox', { name: 'Sök en produkt att lägga till' });
  await search.focus();
  await search.fill('');
  await page.keyboard.type(`${product.brandName} ${product.name}`);
  const add = looksOf(page).getByRole('button', { name: `Lägg till ${product.brandName} ${product.name}`, exact: true });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(search).toBeFocused();
}

test('a member shares a look with three products; a follower reads, saves, likes and comments on it by keyboard; the member is told, likes the comment and replies, which the follower is told; an admin hides it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const looker = await aMemberWithAProfile(page, 'Look Lina');
  const products = await threeProducts(page);
  const [first, second, third] = products as [ListedProduct, ListedProduct, ListedProduct];
  const text = `Kvällslook med glansiga läppar ${Date.now().toString(36)}`;

  await openLooks(page, first.url);
  await looksOf(page).getByRole('button', { name: 'Dela en look' }).click();
  const chosen = looksOf(page).getByRole('list', { name: 'Valda produkter' });
  await expect(chosen.getByRole('listitem')).toHaveText([`${first.brandName} ${first.name}Ta bort`]);
  await looksOf(page).getByLabel('Välj en bild av looken').setInputFiles({ name: 'look.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(1200, 1600, '#8a3b52') });
  await looksOf(page).getByRole('textbox', { name: 'Beskriv looken' }).fill(text);
  await addInPicker(page, second);
  await addInPicker(page, third);
  await expect(chosen.getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page, '.o_Looks');
  await looksOf(page).getByRole('button', { name: 'Dela looken' }).click();
  await expect(looksOf(page).getByText('Din look är delad.')).toBeVisible();
  await expect(looksOf(page).getByRole('figure').first()).toContainText(text);

  // On the third product's page too, with its products in the member's order.
  await openLooks(page, third.url);
  const look = looksOf(page).getByRole('listitem').filter({ hasText: text });
  await expect(look.getByRole('list', { name: 'Produkter i looken' }).getByRole('link')).toHaveText(
    products.map((product) => `${product.brandName} ${product.name}`),
  );
  await expectNoAxeViolations(page, '.o_Looks');

  const follower = await followerReadsIt(browser, looker, text, products);
  try {
    // The member is told of both, through team Account's notifications.
    await expect.poll(() => notificationsOf(page, 'social-look')).toEqual([`Follower Frida kommenterade din look med ${first.name}.`, `Någon gillar din look med ${first.name}.`]);

    // The member replies to the comment by keyboard, and the follower is told.
    await openLooks(page, first.url);
    const shared = looksOf(page).getByRole('listitem').filter({ hasText: text }).first();
    await shared.getByRole('button', { name: 'Kommentarer (1)' }).focus();
    await page.keyboard.press('Enter');
    // The member likes the comment first, by keyboard too.
    const commentLike = shared.getByRole('list', { name: 'Kommentarer' }).getByRole('listitem').first().getByRole('button', { name: 'Gilla' });
    await commentLike.focus();
    await page.keyboard.press('Enter');
    await expect(commentLike).toHaveAttribute('aria-pressed', 'true');
    await expect(shared.getByRole('list', { name: 'Kommentarer' }).getByText('Gillas av 1')).toBeVisible();
    await shared.getByRole('list', { name: 'Kommentarer' }).getByRole('button', { name: 'Svara' }).focus();
    await page.keyboard.press('Enter');
    await expect(shared.getByRole('textbox', { name: /^Ditt svar till Follower Frida/ })).toBeFocused();
    await page.keyboard.type('Nyans 3, den mörkare!');
    await shared.getByRole('button', { name: 'Skicka svaret' }).focus();
    await page.keyboard.press('Enter');
    await expect(shared.getByRole('list', { name: 'Svar till Follower Frida' }).getByRole('listitem').last()).toBeFocused();
    await expect(shared.getByRole('button', { name: 'Svar (1)' })).toBeVisible();
    await expectNoAxeViolations(page, '.o_Looks');
    await expect.poll(() => notificationsOf(follower.page, 'social-comment-reply')).toEqual([`Look Lina svarade på din kommentar om ${first.name}.`]);
    await expect.poll(() => notificationsOf(follower.page, 'social-comment-like')).toEqual([`Någon gillar din kommentar om ${first.name}.`]);
  } finally {
    await follower.close();
  }
  await hideIt(browser, follower.postId);
  await openLooks(page, first.url);
  await expect(looksOf(page).getByText('Ingen har delat en look med produkten än.')).toBeVisible();
});

/**
 * A follower of the member reads the look in their feed, its products named, and likes it there, then on a product's
 * page finds it liked and comments on it, by keyboard; the look's post id, and the follower's page, to close once the test is done with it.
 */
async function followerReadsIt(
  browser: Browser,
  looker: { profileId: string },
  text: string,
  products: ListedProduct[],
): Promise<{ postId: string; page: Page; close(): Promise<void> }> {
  const context = await browser.newContext();
  try {
    const follower = livePage(await context.newPage());
    await aMemberWithAProfile(follower, 'Follower Frida');
    const writer = await writerOf(context, 'member');
    const followed = await writer.api.post(`/api/my/social/${looker.profileId}/follow`, { headers: { 'x-csrf-token': writer.csrfToken } });
    expect(followed.ok()).toBe(true);
    await follower.goto('/social/feed');
    const article = follower.getByRole('article').filter({ hasText: text });
    await expect(article.getByRole('list', { name: 'Produkter i looken' }).getByRole('link')).toHaveCount(products.length);
    await expect(article.getByText(`Look med ${products[0]!.brandName} ${products[0]!.name}`)).toBeVisible();
    await expectNoAxeViolations(follower, 'main');
    // Saved to read again: on the follower's own profile page.
    const save = article.getByRole('button', { name: 'Spara' });
    await save.focus();
    await follower.keyboard.press('Enter');
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    // Liked there in the feed.
    const feedLike = article.getByRole('button', { name: 'Gilla' });
    await feedLike.focus();
    await follower.keyboard.press('Enter');
    await expect(feedLike).toHaveAttribute('aria-pressed', 'true');
    await expect(article.getByText('Gillas av 1')).toBeVisible();
    await follower.goto('/social/my-profile');
    await expect(follower.getByRole('region', { name: 'Sparade inlägg' }).getByRole('article').filter({ hasText: text })).toBeVisible();

    await openLooks(follower, products[1]!.url);
    const look = looksOf(follower).getByRole('listitem').filter({ hasText: text });
    // The like given in the feed, here too.
    await expect(look.getByRole('button', { name: 'Gilla' })).toHaveAttribute('aria-pressed', 'true');
    await expect(look.getByText('Gillas av 1')).toBeVisible();
    await look.getByRole('button', { name: 'Kommentarer (0)' }).focus();
    await follower.keyboard.press('Enter');
    await expect(look.getByText('Inga kommentarer än.')).toBeVisible();
    await look.getByRole('button', { name: 'Skriv en kommentar' }).focus();
    await follower.keyboard.press('Enter');
    await follower.keyboard.type('Vilken nyans är läppstiftet?');
    await look.getByRole('button', { name: 'Kommentera', exact: true }).focus();
    await follower.keyboard.press('Enter');
    await expect(look.getByRole('list', { name: 'Kommentarer' }).getByRole('listitem').last()).toBeFocused();
    await expect(look.getByRole('button', { name: 'Kommentarer (1)' })).toBeVisible();
    await expectNoAxeViolations(follower, '.o_Looks');
    // And the comment is counted in the feed.
    await follower.goto('/social/feed');
    await expect(follower.getByRole('article').filter({ hasText: text }).getByRole('button', { name: 'Kommentarer (1)' })).toBeVisible();

    const feed = (await (await follower.request.get('/api/my/social/feed')).json()) as { items: { postId: string; text: string }[] };
    return { postId: feed.items.find((item) => item.text === text)!.postId, page: follower, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

async function hideIt(browser: Browser, postId: string): Promise<void> {
  const admin = await adminContext(browser);
  try {
    const moderator = await writerOf(admin, 'administrator');
    const hidden = await moderator.api.post('/api/admin/social/moderation/hide-post', { headers: { 'x-csrf-token': moderator.csrfToken }, data: { postId } });
    expect(hidden.status(), await hidden.text()).toBe(200);
  } finally {
    await admin.close();
  }
}
