import { expect, test } from '../support/live-page';

test.use({ javaScriptEnabled: false });

test('without JavaScript the server-rendered page works: its links, the main menu and the footer', async ({ page }) => {
  await page.goto('/brands');
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link').first()).toBeAttached();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page).toHaveTitle(/.+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('a[href^="/brands/"]').count()).toBeGreaterThan(10);
  // The no-script message (Playwright turns scripts off without turning the parser's scripting flag off,
  // so the noscript element is present but its text is not laid out as it is in a browser with JavaScript off).
  expect(await page.locator('noscript').first().textContent()).toMatch(/JavaScript/);

  await page.locator('a[href^="/brands/"]').first().click();
  await expect(page).toHaveURL(/\/brands\/.+/);
  const productLink = page.locator('a[href^="/p/"]').first();
  await productLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/p\//);
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
});
