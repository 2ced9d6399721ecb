import { expect, test } from '@playwright/test';

test('React is loaded once, by the shell, and shared with the catalog remote', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: await response.text() });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('main a[href^="/c/"]').first().click();
  await expect(page.locator('main a[href^="/p/"]').first()).toBeVisible();
  await page.locator('main a[href^="/p/"]').first().click();
  await expect(page).toHaveURL(/\/p\//);

  // React DOM's production build carries this reconciler error text exactly once.
  const reactDomCopies = scripts.filter((s) => s.body.includes('Target container is not a DOM element'));
  expect(reactDomCopies.map((s) => new URL(s.url).pathname)).toHaveLength(1);
  expect(reactDomCopies[0]?.url).toContain('/shell/');
  expect(scripts.some((s) => s.url.includes('/remotes/catalog/'))).toBe(true);
});
