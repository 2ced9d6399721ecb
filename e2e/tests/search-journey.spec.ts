import { expectNoAxeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/live-page';

// Team Explore's search and stores in the composed store (demo catalog, Swedish shopper): the header's quick search by
// keyboard, a listing filtered by its facets, a product and its stock in the stores, the search page's correction of a
// misspelling, the shopper's previous searches offered the next time, and the store list and pages.

const quickSearch = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Sök bland produkter och varumärken' });

test('quick search: a completion picked by keyboard, a listing filtered by brand, a product opened', async ({ page }) => {
  await page.goto('/');
  const search = quickSearch(page);
  await search.click();
  await search.pressSequentially('masc', { delay: 30 });
  const mascara = page.getByRole('option', { name: 'Mascara', exact: true });
  await expect(mascara).toBeVisible();
  await expect(page.getByRole('group', { name: 'Produkter' }).getByRole('option').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Down until the category is selected (earlier searches may be offered above it).
  for (let presses = 0; presses < 8 && (await mascara.getAttribute('aria-selected')) !== 'true'; presses++) await search.press('ArrowDown');
  await expect(mascara).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue('Mascara');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/c\/makeup\/eyes\/mascara$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mascara' })).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'false');

  const count = page.locator('.c_ProductListing__count');
  const before = await count.textContent();
  const brands = page.getByRole('region', { name: 'Filter' }).getByRole('group', { name: 'Varumärke' });
  const firstBrand = brands.getByRole('checkbox').first();
  const brandLabel = (await brands.locator('label').first().textContent())!;
  await firstBrand.check();
  await expect(page).toHaveURL(/brand=/);
  await expect(count).not.toHaveText(before!);
  await expect(page.getByRole('link', { name: /^Ta bort filter:/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const product = page.locator('main a[href^="/p/"]').first();
  await product.click();
  await expect(page).toHaveURL(/\/p\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(brandLabel).toBeTruthy();

  const inStores = page.getByRole('region', { name: 'Finns i butik' });
  await inStores.getByRole('button', { name: 'Se lagerstatus i butik' }).click();
  const stores = inStores.getByRole('listitem');
  await expect(stores.first()).toBeVisible();
  await expect(stores.first()).toContainText(/I lager|Få kvar|Slut i butiken/);
  await expect(stores.first().getByRole('link')).toHaveAttribute('href', /^\/stores\//);
  await expectNoAxeViolations(page);
});

test('stores: a search by city, a store with its opening hours, and what it has on its shelves', async ({ page }) => {
  await page.goto('/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Hitta butik' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Stad, gata eller postnummer' }).fill('Göteborg');
  await page.getByRole('button', { name: 'Sök butik' }).click();
  await expect(page).toHaveURL(/\/stores\?q=G%C3%B6teborg$/);
  await expect(page.getByRole('main').getByText('Butiker som matchar ”Göteborg”')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Beauty Store Göteborg Kungsgatan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beauty Store Göteborg Kungsgatan' })).toBeVisible();
  const hours = page.getByRole('table', { name: 'Öppettider' });
  await expect(hours.getByRole('row')).toHaveCount(8);
  await expect(hours.locator('[aria-current="date"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Se vad butiken har i lager' }).click();
  await expect(page).toHaveURL(/\/stores\/goteborg-kungsgatan\/products$/);
  await expect(page.locator('main a[href^="/p/"]').first()).toBeVisible();
});

test('the search page corrects a misspelling, filters by the keyboard, and the search is offered again later', async ({ page }) => {
  await page.goto('/');
  const search = quickSearch(page);
  await search.fill('mascarra');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=mascarra$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sökresultat för ”mascarra”');
  await expect(page.getByText('Visar resultat för ”mascara”')).toBeVisible();
  await expect(page.locator('main a[href^="/p/"]').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const inStock = page.getByRole('region', { name: 'Filter' }).getByRole('checkbox', { name: /I lager online/ });
  await inStock.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/inStock=1/);
  await expect(page.getByRole('region', { name: 'Filter' }).getByRole('checkbox', { name: /I lager online/ })).toBeChecked();

  await page.goto('/');
  await quickSearch(page).click();
  await expect(page.getByRole('group', { name: 'Tidigare sökningar' }).getByRole('option', { name: 'mascarra' })).toBeVisible();
  await quickSearch(page).press('Escape');
  await expect(quickSearch(page)).toHaveAttribute('aria-expanded', 'false');
});

test('a search for a brand name goes to the brand page', async ({ page, request }) => {
  const brands = await (await request.get('/api/catalog/brands')).json();
  const brand = brands.brands[0] as { name: string; url: string };
  await page.goto('/');
  await quickSearch(page).fill(brand.name.toLowerCase());
  await quickSearch(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`${brand.url}$`));
  await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
});
