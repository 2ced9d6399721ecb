import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/live-page';

// Team Explore's fragrance finder in the composed store (demo catalog, Swedish shopper): from the fragrance category
// to the finder, a family chosen by keyboard, a note from its facet, back and forward through the choices, a product.

test('fragrance finder: a family by keyboard, then a note, back and forward, then a product with its scent', async ({ page }) => {
  await page.goto('/c/fragrance');
  await page.getByRole('main').getByRole('link', { name: 'Hitta din doft efter doftfamilj och noter' }).click();
  await expect(page).toHaveURL(/\/fragrance-finder$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Doftguiden' })).toBeVisible();
  const count = page.locator('.c_ProductListing__count');
  const everything = await count.textContent();

  const families = page.getByRole('region', { name: 'Doftfamiljer' });
  const floral = families.getByRole('button', { name: /^Blommig/ });
  await expect(floral).toHaveAttribute('aria-pressed', 'false');
  await families.getByRole('button', { name: /^Frisk/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(floral).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/fragrance-finder\?family=floral$/);
  await expect(families.getByRole('button', { name: /^Blommig/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(count).not.toHaveText(everything!);
  const floralCount = await count.textContent();

  const notes = page.getByRole('region', { name: 'Filter' }).getByRole('group', { name: 'Doftnoter' });
  await notes.getByRole('checkbox', { name: /^Ros(?![a-zåäöé])/i }).check();
  await expect(page).toHaveURL(/family=floral&note=rose$/);
  await expect(page.getByRole('link', { name: 'Ta bort filter: Ros' })).toBeVisible();
  await expect(count).not.toHaveText(floralCount!);
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/fragrance-finder\?family=floral$/);
  await expect(count).toHaveText(floralCount!);
  await page.goForward();
  await expect(page).toHaveURL(/family=floral&note=rose$/);
  await expect(page.getByRole('region', { name: 'Filter' }).getByRole('checkbox', { name: /^Ros(?![a-zåäöé])/i })).toBeChecked();

  const product = page.locator('main a[href^="/p/"]').first();
  const name = (await product.textContent())!;
  expect(name).toMatch(/Rose/);
  await product.click();
  await expect(page).toHaveURL(/\/p\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rose');
  await expect(page.getByRole('definition').getByRole('link', { name: 'Blommig' })).toHaveAttribute('href', '/fragrance-finder?family=floral');
  await expect(page.getByRole('definition').getByRole('link', { name: 'Ros' })).toHaveAttribute('href', '/fragrance-finder?note=rose');
});
