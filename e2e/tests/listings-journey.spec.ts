import { expect, test, type Page } from '../support/live-page';

// Team Explore's listing pages in the composed store (demo catalog, Swedish shopper): a campaign opened from the main
// menu and filtered, a certificate reached from a product page's tags, the tag list and the category tree.

async function filterByFirstBrand(page: Page): Promise<void> {
  const count = page.locator('.c_ProductListing__count');
  const before = await count.textContent();
  const brands = page.getByRole('region', { name: 'Filter' }).getByRole('group', { name: 'Varumärke' });
  await brands.getByRole('checkbox').first().check();
  await expect(page).toHaveURL(/[?&]brand=/);
  await expect(count).not.toHaveText(before!);
  await expect(page.getByRole('link', { name: /^Ta bort filter:/ })).toBeVisible();
}

test('a campaign from the menu: its countdown, its products filtered by brand', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  await menu.getByRole('button', { name: 'Erbjudanden' }).click();
  await menu.getByRole('link', { name: 'Hudvårdsdagar' }).click();
  await expect(page).toHaveURL(/\/campaigns\/skin-days$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hudvårdsdagar' })).toBeVisible();
  const seconds = page.locator('.c_Countdown__value').last();
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first!, { timeout: 3000 });
  await expect(page.getByText(/^Slutar \d/)).toBeAttached();
  await filterByFirstBrand(page);
  await expect(page.locator('main a[href^="/p/"]').first()).toBeVisible();
});

test('a certificate from a product page’s tags, filtered; the tag list and the category tree', async ({ page, request }) => {
  const vegan = await (await request.get('/api/catalog/certificates/vegan/products?pageSize=1')).json();
  await page.goto(vegan.listing.products[0].url);
  await page.getByRole('list', { name: 'Egenskaper' }).getByRole('link', { name: 'Vegansk' }).click();
  await expect(page).toHaveURL(/\/certificates\/vegan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vegansk' })).toBeVisible();
  await expect(page.getByText(/animaliskt ursprung/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Varumärken med flest produkter' }).getByRole('link').first()).toHaveAttribute('href', /^\/brands\//);
  await filterByFirstBrand(page);

  await page.getByRole('navigation', { name: 'Brödsmulor' }).getByRole('link', { name: 'Egenskaper och certifieringar' }).click();
  await expect(page).toHaveURL(/\/tags$/);
  await page.getByRole('region', { name: 'Egenskaper' }).getByRole('link', { name: /^Långvarig/ }).click();
  await expect(page).toHaveURL(/\/tags\/long-lasting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Långvarig' })).toBeVisible();

  await page.goto('/c');
  await expect(page.getByRole('heading', { level: 1, name: 'Alla kategorier' })).toBeVisible();
  await page.getByRole('region', { name: /^Dofter/ }).getByRole('link', { name: /^Eau de Parfum/ }).first().click();
  await expect(page).toHaveURL(/\/c\/fragrance\/women\/perfume\/eau-de-parfum$/);
});
