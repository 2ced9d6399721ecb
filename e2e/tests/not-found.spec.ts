import { expect, test, type Page } from '../support/live-page';

/** A client navigation: a link put on the page and clicked, as a shopper follows one. */
async function followLinkTo(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    const link = document.createElement('a');
    link.href = to;
    link.textContent = 'missing';
    document.querySelector('main')?.append(link);
    link.click();
  }, href);
}

test('an unknown URL answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(/not found|hittades inte|finns inte/i);
});

test('client-side navigation to an unknown URL shows the not-found page', async ({ page }) => {
  await page.goto('/');
  await followLinkTo(page, '/c/no-such-category');
  await expect(page).toHaveURL(/no-such-category/);
  await expect(page.locator('main')).toContainText(/not found|hittades inte|finns inte/i);
});

test("a team's page with nothing behind it (an unknown social profile) is the shop's not-found page, loaded or navigated to", async ({ page }) => {
  const response = await page.goto('/social/profile/no-such-member-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(/hittades inte|finns inte/i);
  await expect(page.getByText('Sidan kunde inte laddas')).toHaveCount(0);
  // And by client navigation from the start page.
  await page.goto('/');
  await followLinkTo(page, '/social/profile/another-one-missing');
  await expect(page).toHaveURL(/another-one-missing/);
  await expect(page.locator('main')).toContainText(/hittades inte|finns inte/i);
  await expect(page.getByText('Sidan kunde inte laddas')).toHaveCount(0);
});
