import { expect, test } from '../support/live-page';

test('an unknown URL answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(/not found|hittades inte|finns inte/i);
});

test('client-side navigation to an unknown URL shows the not-found page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/c/no-such-category';
    link.textContent = 'missing';
    document.querySelector('main')?.append(link);
    link.click();
  });
  await expect(page).toHaveURL(/no-such-category/);
  await expect(page.locator('main')).toContainText(/not found|hittades inte|finns inte/i);
});
