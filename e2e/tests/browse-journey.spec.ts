import { expect, test } from '../support/live-page';

test('start page → category → product page, navigating inside the single-page app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A marker on window survives client-side navigation and is lost on a full reload.
  await page.evaluate(() => ((window as unknown as { spaMarker: number }).spaMarker = 42));

  await page.locator('main a[href^="/c/"]').first().click();
  await expect(page).toHaveURL(/\/c\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const productLink = page.locator('main a[href^="/p/"]').first();
  await expect(productLink).toBeVisible();

  await productLink.click();
  await expect(page).toHaveURL(/\/p\//);
  const productName = page.getByRole('heading', { level: 1 });
  await expect(productName).toBeVisible();
  await expect(page.locator('main')).toContainText(/kr|€|zł/);
  await expect(page.getByRole('button', { name: /add to cart|lägg i varukorgen/i })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { spaMarker?: number }).spaMarker)).toBe(42);
});

test('the page JSON carries the server version and actual URL headers', async ({ request }) => {
  const response = await request.get('/brands', { headers: { accept: 'application/json' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-server-version']).toBeTruthy();
  expect(response.headers()['x-actual-url']).toBe('/brands');
  expect((await response.json()).componentName).toBe('BrandListPageViewModel');
});
